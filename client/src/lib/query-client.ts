import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/**
 * docs/spec.md §7/§9: data never goes stale, no retry, no focus refetch, no polling, and 401 throws.
 * The account query alone overrides this (always stale, refetched on focus).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // Decision 0057: with no network a query still asks once (the app's worker may answer from what it kept),
        // then fails, rather than waiting for a network that may not come back.
        networkMode: "offlineFirst",
      },
      mutations: { retry: false, networkMode: "offlineFirst" },
    },
  });
}
