import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { paymentEvents, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { route } from "../../lib/route";
import { periodEndOf } from "./stripe-billing";
import { setSubscription } from "./store";
import type { Mailer } from "../mail/mailer";
import { sendBillingMail } from "./billing-mails";

/** Our status for a Stripe subscription as it stands now. */
export function statusOf(subscription: Stripe.Subscription): "active" | "canceling" | "canceled" | "inactive" {
  switch (subscription.status) {
    case "active":
    case "trialing":
      return subscription.cancel_at_period_end ? "canceling" : "active";
    case "canceled":
      return "canceled";
    default:
      // past_due, unpaid, incomplete, incomplete_expired, paused: no access until a payment goes through.
      return "inactive";
  }
}

/** The user a subscription belongs to, if they still exist: by our metadata, else by Stripe's customer id. */
async function userOf(db: Db, subscription: Stripe.Subscription) {
  const fromMetadata = Number(subscription.metadata?.userId);
  const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer?.id;
  const where = Number.isInteger(fromMetadata) && fromMetadata > 0 ? eq(users.id, fromMetadata) : customer ? eq(users.stripeCustomerId, customer) : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return row?.id;
}

/**
 * Applies a subscription's current state, whatever event brought it: events may come in any order.
 * A subscription of nobody we know (a deleted account, another app on the same Stripe account) is
 * acknowledged and logged: answering an error would make Stripe retry it for days (issue 13.11).
 */
async function applySubscription(db: Db, subscription: Stripe.Subscription, log: FastifyBaseLogger) {
  const userId = await userOf(db, subscription);
  if (!userId) {
    log.warn({ subscription: subscription.id }, "stripe subscription of no known user: acknowledged, nothing changed");
    return undefined;
  }
  const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer?.id;
  return setSubscription(
    db,
    userId,
    {
      subscriptionStatus: statusOf(subscription),
      subscriptionEndsAt: periodEndOf(subscription),
      stripeSubscriptionId: subscription.id,
      ...(customer && { stripeCustomerId: customer }),
    },
    "webhook",
  );
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body, each event id is applied once,
 * and every handler reads the subscription's state rather than trusting the event's type alone.
 */
export function stripeWebhook(stripe: Stripe, webhookSecret: string, mail: { mailer: Mailer; appUrl: string }): FastifyPluginAsync {
  return async (app) => {
    // Only in this plugin: keep the body as bytes, because the signature covers them exactly.
    app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    app.route({
      ...route("stripeWebhook"),
      handler: async (request, reply) => {
        const signature = request.headers["stripe-signature"];
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ""), webhookSecret);
        } catch {
          throw badRequest("invalidInput");
        }
        const fresh = await app.db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
        if (fresh.length === 0) return reply.send({ received: true, duplicate: true });

        try {
          await handle(app.db, stripe, event, request.log, mail);
        } catch (error) {
          // Let Stripe deliver it again later.
          await app.db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
          throw error;
        }
        return reply.send({ received: true });
      },
    });
  };
}

async function handle(db: Db, stripe: Stripe, event: Stripe.Event, log: FastifyBaseLogger, mail: { mailer: Mailer; appUrl: string }) {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const userId = Number(session.client_reference_id);
      if (Number.isInteger(userId) && userId > 0 && idOf(session.customer)) {
        await db.update(users).set({ stripeCustomerId: idOf(session.customer) }).where(eq(users.id, userId));
      }
      if (!subscriptionId) return;
      const subscribed = await applySubscription(db, await stripe.subscriptions.retrieve(subscriptionId), log);
      // Once per checkout (events are applied once): the mail that says when she is first charged (issue 25.3).
      if (subscribed && (subscribed.subscriptionStatus === "active" || subscribed.subscriptionStatus === "canceling")) {
        const language = session.metadata?.language === "ar" ? "ar" : "en";
        void sendBillingMail({ ...mail, log }, subscribed, "subscribed", language);
      }
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await applySubscription(db, event.data.object, log);
      return;
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      const subscriptionId =
        idOf(invoice.parent?.subscription_details?.subscription as string | { id: string } | undefined) ?? idOf(invoice.subscription);
      if (subscriptionId) await applySubscription(db, await stripe.subscriptions.retrieve(subscriptionId), log);
      return;
    }
    default:
      return;
  }
}
