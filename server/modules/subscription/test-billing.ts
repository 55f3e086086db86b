import { createHmac, timingSafeEqual } from "node:crypto";
import { billingFacts } from "../../../common/billing";
import { effectiveStatus } from "../../../common/subscription";
import type { Config } from "../../config";
import type { Billing } from "./billing";

const lifetimeMs = 30 * 60_000;
/** The test checkout's first paid month, after the rest of the free month (test-checkout.ts). */
export const firstPaidMonthMs = 30 * 86_400_000;

/** A checkout token: the household and an expiry, signed with the session secret. */
export function signCheckoutToken(secret: string, householdId: number, now = Date.now()) {
  const payload = `${householdId}.${now + lifetimeMs}`;
  return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
}

/** The household a token was made for, if it is genuine and not expired. */
export function readCheckoutToken(secret: string, token: string, now = Date.now()): number | undefined {
  const [userId, expires, signature] = token.split(".");
  if (!userId || !expires || !signature) return undefined;
  const expected = createHmac("sha256", secret).update(`${userId}.${expires}`).digest("base64url");
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b) || Number(expires) < now) return undefined;
  return Number(userId);
}

/**
 * The embedded default's checkout: a page on our own site, clearly in test mode, no card.
 * Cancelling and resuming need nobody else, so they only change our own records.
 */
export function testBilling(config: Config): Billing {
  return {
    name: "test",
    async startCheckout(household, _user, language) {
      const token = signCheckoutToken(config.sessionSecret!, household.id);
      return `${config.appUrl}/test-checkout?token=${encodeURIComponent(token)}&lang=${language === "ar" ? "ar" : "en"}`;
    },
    // As Stripe does: access runs to the paid period's end, or, for a subscription taken during the free month,
    // to the month's end, before its first charge (decision 0074: the dialog said a month later than the truth).
    async cancelAtPeriodEnd(household) {
      return billingFacts({ status: effectiveStatus(household), trialEndsAt: household.trialEndsAt, subscriptionEndsAt: household.subscriptionEndsAt }).accessUntil;
    },
    async resume(household) {
      const trialEnd = household.trialEndsAt?.getTime() ?? 0;
      if (trialEnd > Date.now()) return new Date(trialEnd + firstPaidMonthMs);
    },
    async endNow() {},
  };
}
