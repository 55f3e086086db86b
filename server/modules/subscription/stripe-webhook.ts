import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type Stripe from "stripe";
import { adminUserIdParamsSchema } from "../../../common/admin.schema";
import type { Db } from "../../db/client";
import { households, paymentEvents } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { route } from "../../lib/route";
import { periodEndOf } from "./stripe-billing";
import type { Mailer } from "../mail";
import { sendBillingMail } from "./billing-mails";
import { applyProviderState, type ProviderState } from "./transitions";

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

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** An id as our database holds them, or undefined: a malformed or out-of-range one names nothing. */
const idNumberOf = (value: unknown) => {
  const parsed = adminUserIdParamsSchema.shape.id.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The household named by a subscription's metadata. Checkouts started before households (decision 0080) name the
 * owner's user id instead: the migration gave every owner's household her own id, so it names the same household.
 */
const metadataHouseholdOf = (metadata: Stripe.Metadata | null | undefined) => idNumberOf(metadata?.householdId) ?? idNumberOf(metadata?.userId);

/**
 * The household a subscription belongs to, if it still exists: by our metadata, else by the checkout's reference
 * to it (`client_reference_id`), else by Stripe's customer id.
 */
async function householdOf(db: Db, subscription: Stripe.Subscription, checkoutHouseholdId?: number) {
  const named = metadataHouseholdOf(subscription.metadata) ?? checkoutHouseholdId;
  const customer = idOf(subscription.customer);
  const where = named ? eq(households.id, named) : customer ? eq(households.stripeCustomerId, customer) : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: households.id }).from(households).where(where).limit(1);
  return row?.id;
}

/** Our state for a subscription, as shown by (or read for) an event Stripe made at `created` (seconds). */
export function providerStateOf(subscription: Stripe.Subscription, created: number): ProviderState {
  return {
    status: statusOf(subscription),
    periodEnd: periodEndOf(subscription),
    at: new Date(created * 1000),
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
  };
}

/**
 * Applies a subscription's state through the state machine, which keeps a late event from undoing a newer
 * change. What can never be applied is acknowledged and logged, since answering an error would make Stripe
 * retry it for days (decision 0064): a subscription of no household we know (a deleted one, another
 * app on the same Stripe account), a customer another household holds, a date past any real one.
 */
async function applySubscription(db: Db, event: Stripe.Event, subscription: Stripe.Subscription, log: FastifyBaseLogger, checkoutHouseholdId?: number) {
  const householdId = await householdOf(db, subscription, checkoutHouseholdId);
  const result = householdId
    ? await applyProviderState(db, householdId, providerStateOf(subscription, event.created), "webhook")
    : { refused: "noHousehold" as const };
  if ("applied" in result) return result.applied;
  const outcome = result.refused;
  const fields = { event: event.id, type: event.type, subscription: subscription.id, householdId, outcome };
  // A late event is routine; the others need a person to look.
  if (outcome === "olderThanStored") log.info(fields, "stripe event older than the state applied: acknowledged, nothing changed");
  else log.warn(fields, "stripe event that cannot be applied: acknowledged, nothing changed");
}

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body, each event id is applied once,
 * and every handler reads the subscription's state rather than trusting the event's type alone; the state is
 * stamped with the event's time, so a late event never undoes a newer change (decision 0064).
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
      // The session's customer is its subscription's, which links it to the household when applied.
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (!subscriptionId) return;
      const subscribed = await applySubscription(db, event, await stripe.subscriptions.retrieve(subscriptionId), log, idNumberOf(session.client_reference_id));
      // Once per checkout (events are applied once): the mail that says when she is first charged (decision 0074).
      if (subscribed && (subscribed.subscriptionStatus === "active" || subscribed.subscriptionStatus === "canceling")) {
        const language = session.metadata?.language === "ar" ? "ar" : "en";
        void sendBillingMail({ ...mail, db, log }, subscribed, "subscribed", language);
      }
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await applySubscription(db, event, event.data.object, log);
      return;
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      const subscriptionId =
        idOf(invoice.parent?.subscription_details?.subscription as string | { id: string } | undefined) ?? idOf(invoice.subscription);
      if (subscriptionId) await applySubscription(db, event, await stripe.subscriptions.retrieve(subscriptionId), log);
      return;
    }
    default:
      return;
  }
}
