import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { apiQuery, queryKeyOf } from "@/lib/api-client";

/** The key the account page's return handler also refreshes after a checkout. */
export const subscriptionQueryKey = queryKeyOf(endpoints.getSubscription);

/** GET /api/subscription: the effective status and its dates (the default query fetches it). */
export function useSubscription() {
  return useQuery(apiQuery(endpoints.getSubscription));
}
