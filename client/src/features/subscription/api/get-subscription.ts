import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { apiQuery } from "@/lib/api-client";

const subscriptionQuery = apiQuery(endpoints.getSubscription);

/** The key the account page's return handler also refreshes after a checkout. */
export const subscriptionQueryKey = subscriptionQuery.queryKey;

/** GET /api/subscription: the effective status and its dates (the default query fetches it). */
export function useSubscription() {
  return useQuery(subscriptionQuery);
}
