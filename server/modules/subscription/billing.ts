import type { HouseholdRow, UserRow } from "../../plugins/session";

/**
 * Where payments happen: Stripe when keys are configured, else the built-in test checkout.
 * Both change a household's subscription (one per household, decision 0080) through the same transitions (transitions.ts).
 */
export type Billing = {
  name: "stripe" | "test";
  /** An address to send the browser to, where a member (`user`) subscribes for her household. */
  startCheckout(household: HouseholdRow, user: UserRow, language: string): Promise<string>;
  /** Stops renewal at the end of the paid period; returns when access ends. */
  cancelAtPeriodEnd(household: HouseholdRow): Promise<Date | null>;
  /**
   * Undoes a cancellation before the period ends. May return the paid period's new end (the test checkout, whose
   * subscription taken in the free month ends with the month once canceled, gets its first paid month back).
   */
  resume(household: HouseholdRow): Promise<Date | void>;
  /** Ends the subscription at once, with no further charge: the household is being deleted (decision 0063). */
  endNow(household: HouseholdRow): Promise<void>;
};

export const successPath = "/account?tab=subscription&subscription=success";
export const cancelPath = "/account?tab=subscription&subscription=cancel";
