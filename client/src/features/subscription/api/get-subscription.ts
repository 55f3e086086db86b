import { useQuery } from "@tanstack/react-query";
import type { Subscription } from "@common/subscription";

/** The key the account page's return handler also refreshes after a checkout. */
export const subscriptionQueryKey = ["/api/subscription"] as const;

/** GET /api/subscription: the effective status and its dates (the default query fetches it). */
export function useSubscription() {
  return useQuery<Subscription>({ queryKey: subscriptionQueryKey });
}
