import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { plan } from "../../../common/subscription";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { households } from "../../db/schema";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { cancelPath, successPath, type Billing } from "./billing";

export const priceLookupKey = "wasfa_monthly_aed";
/** Stripe wants a trial to end at least 48 hours ahead; a shorter remainder is simply not carried. */
const minimumTrialMs = 48 * 3600_000;

export function createStripeClient(stripe: NonNullable<Config["stripe"]>) {
  const url = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(url && {
      host: url.hostname,
      port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
      protocol: url.protocol.replace(":", "") as "http" | "https",
    }),
  });
}

/** The end of the current billing period of a subscription (per item in recent API versions). */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const seconds =
    subscription.items?.data?.[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    subscription.trial_end;
  return seconds ? new Date(seconds * 1000) : null;
}

/** Stripe Checkout in subscription mode (docs/design.md §6), 2.00 AED a month, the rest of the free month carried over. */
export function stripeBilling(config: Config, db: Db, stripe: Stripe): Billing {
  let priceId = config.stripe!.priceId;

  async function monthlyPrice(): Promise<string> {
    if (priceId) return priceId;
    const found = await stripe.prices.list({ lookup_keys: [priceLookupKey], active: true, limit: 1 });
    priceId =
      found.data[0]?.id ??
      (
        await stripe.prices.create({
          currency: plan.currency,
          unit_amount: plan.amountMinor,
          recurring: { interval: plan.interval },
          lookup_key: priceLookupKey,
          product_data: { name: "Wasfa monthly" },
        })
      ).id;
    return priceId;
  }

  /** The household's Stripe customer (decision 0080: the customer is the household's), made on its first checkout. */
  async function customerFor(household: HouseholdRow, user: UserRow): Promise<string> {
    if (household.stripeCustomerId) return household.stripeCustomerId;
    const customer = await stripe.customers.create({ email: user.email, metadata: { householdId: String(household.id) } });
    await db.update(households).set({ stripeCustomerId: customer.id }).where(eq(households.id, household.id));
    return customer.id;
  }

  return {
    name: "stripe",
    async startCheckout(household, user, language) {
      const trialLeft = household.trialEndsAt ? household.trialEndsAt.getTime() - Date.now() : 0;
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: await customerFor(household, user),
        // The household, as the webhook reads it back (before decision 0080 this was the owner's id, which the
        // migration made her household's).
        client_reference_id: String(household.id),
        line_items: [{ price: await monthlyPrice(), quantity: 1 }],
        subscription_data: {
          metadata: { householdId: String(household.id) },
          ...(trialLeft > minimumTrialMs && { trial_end: Math.floor(household.trialEndsAt!.getTime() / 1000) }),
        },
        // The language of the mail that confirms it (decision 0074), which the webhook sends.
        metadata: { householdId: String(household.id), language: language === "ar" ? "ar" : "en" },
        locale: language === "ar" ? "auto" : "en",
        success_url: `${config.appUrl}${successPath}`,
        cancel_url: `${config.appUrl}${cancelPath}`,
      });
      if (!session.url) throw new Error("Stripe gave no checkout address");
      return session.url;
    },
    async cancelAtPeriodEnd(household) {
      if (!household.stripeSubscriptionId) return household.trialEndsAt;
      const subscription = await stripe.subscriptions.update(household.stripeSubscriptionId, { cancel_at_period_end: true });
      return periodEndOf(subscription);
    },
    async resume(household) {
      if (household.stripeSubscriptionId) await stripe.subscriptions.update(household.stripeSubscriptionId, { cancel_at_period_end: false });
    },
    async endNow(household) {
      const subscriptionId = household.stripeSubscriptionId;
      if (!subscriptionId) return;
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Stripe refuses to cancel what has already ended or no longer exists: that is the state we want.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const ended = await stripe.subscriptions.retrieve(subscriptionId).then(
          (subscription) => subscription.status === "canceled" || subscription.status === "incomplete_expired",
          (missing: unknown) => missing instanceof Stripe.errors.StripeInvalidRequestError && missing.statusCode === 404,
        );
        if (!ended) throw error;
      }
    },
  };
}
