import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { plan } from "../../../common/subscription";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "../../plugins/session";
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

  async function customerFor(user: UserRow): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await stripe.customers.create({ email: user.email, metadata: { userId: String(user.id) } });
    await db.update(users).set({ stripeCustomerId: customer.id }).where(eq(users.id, user.id));
    return customer.id;
  }

  return {
    name: "stripe",
    async startCheckout(user, language) {
      const trialLeft = user.trialEndsAt ? user.trialEndsAt.getTime() - Date.now() : 0;
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: await customerFor(user),
        client_reference_id: String(user.id),
        line_items: [{ price: await monthlyPrice(), quantity: 1 }],
        subscription_data: {
          metadata: { userId: String(user.id) },
          ...(trialLeft > minimumTrialMs && { trial_end: Math.floor(user.trialEndsAt!.getTime() / 1000) }),
        },
        // The language of the mail that confirms it (decision 0074), which the webhook sends.
        metadata: { userId: String(user.id), language: language === "ar" ? "ar" : "en" },
        locale: language === "ar" ? "auto" : "en",
        success_url: `${config.appUrl}${successPath}`,
        cancel_url: `${config.appUrl}${cancelPath}`,
      });
      if (!session.url) throw new Error("Stripe gave no checkout address");
      return session.url;
    },
    async cancelAtPeriodEnd(user) {
      if (!user.stripeSubscriptionId) return user.trialEndsAt;
      const subscription = await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: true });
      return periodEndOf(subscription);
    },
    async resume(user) {
      if (user.stripeSubscriptionId) await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: false });
    },
    async endNow(user) {
      if (!user.stripeSubscriptionId) return;
      try {
        await stripe.subscriptions.cancel(user.stripeSubscriptionId);
      } catch (error) {
        // Stripe refuses to cancel what has already ended or no longer exists: that is the state we want.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const ended = await stripe.subscriptions.retrieve(user.stripeSubscriptionId).then(
          (subscription) => subscription.status === "canceled" || subscription.status === "incomplete_expired",
          (missing: unknown) => missing instanceof Stripe.errors.StripeInvalidRequestError && missing.statusCode === 404,
        );
        if (!ended) throw error;
      }
    },
  };
}
