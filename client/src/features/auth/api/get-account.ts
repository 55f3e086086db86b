import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { User } from "@common/user";
import { getQueryFn, queryKeyOf } from "@/lib/api-client";

export const accountQueryKey = queryKeyOf(endpoints.getAccount);

/**
 * GET /api/account: the signed-in user, or null (401). docs/spec.md §7: this is the one query that is always
 * stale and refetched when the window regains focus, so a session ended elsewhere shows up here.
 * Not on each mount, though: the page arrives with the account the server read for this very request
 * (decision 0055), and asking again as each part of it mounts only repeated that answer (for a guest, a
 * 401 logged in the console each time).
 */
export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: getQueryFn<User>({ on401: "returnNull" }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnMount: false,
  });
}

/** docs/spec.md §4: signed in means the account call returned a user; a failure or 401 means signed out. */
export function useCurrentUser(): { user: User | null; isPending: boolean } {
  const { data, isPending } = useAccount();
  return { user: data ?? null, isPending };
}
