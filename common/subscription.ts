/** Subscriptions: the status that holds now and what it allows (schemas: subscription.schema.ts). */
import type { SubscriptionStatus } from "./user";

type SubscriptionFields = {
  subscriptionStatus: string | null;
  trialEndsAt: Date | string | null;
  subscriptionEndsAt: Date | string | null;
};

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * The status that holds now, from the stored one and its dates (docs/design.md §6), so no timer is needed:
 * an expired trial reads inactive, a canceling subscription past its end reads canceled,
 * an active one past its paid period reads inactive.
 */
export function effectiveStatus(user: SubscriptionFields, now: Date = new Date()): SubscriptionStatus {
  const at = now.getTime();
  const trialEnd = time(user.trialEndsAt);
  const periodEnd = time(user.subscriptionEndsAt);
  switch (user.subscriptionStatus) {
    case "trial":
      return trialEnd !== null && trialEnd > at ? "trial" : "inactive";
    case "active":
      return periodEnd === null || periodEnd > at ? "active" : "inactive";
    case "canceling":
      return periodEnd !== null && periodEnd > at ? "canceling" : "canceled";
    case "canceled":
      return "canceled";
    default:
      return "inactive";
  }
}

/** Recipe details and translate-and-send: a running trial, a paid month, or a canceled one until its end. */
export function canUseRecipes(status: SubscriptionStatus): boolean {
  return status === "trial" || status === "active" || status === "canceling";
}

/** docs/spec.md §1: 2 AED a month, in fils; the first month is free. */
export const plan = { amountMinor: 200, currency: "aed", interval: "month" } as const;

export type { Subscription } from "./subscription.schema";
