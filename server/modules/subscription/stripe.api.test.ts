import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { subscriptionChanges, users } from "../../db/schema";
import { signedUpAgent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { startStripePeer } from "../../../test/helpers/stripe-peer";
import { mailsTo } from "../../../test/helpers/outbox";
import { mailDay } from "./billing-mails";

type Peer = Awaited<ReturnType<typeof startStripePeer>>;
const webhookSecret = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");

describe("subscriptions through Stripe", () => {
  let peer: Peer;
  let t: TestApp;
  let eventCounter = 0;

  /** Delivers an event the way Stripe does: JSON body, signed header. */
  const deliver = (type: string, object: unknown, options: { id?: string; secret?: string } = {}) => {
    const payload = JSON.stringify({ id: options.id ?? `evt_${++eventCounter}`, object: "event", type, data: { object }, created: 1 });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
    return t.app.inject({ method: "POST", url: "/api/stripe/webhook", payload, headers: { "content-type": "application/json", "stripe-signature": header } });
  };
  const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    peer = await startStripePeer();
    t = await buildTestApp({ config: { stripe: { secretKey: "sk_test_wasfa", webhookSecret, apiUrl: peer.url } } });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("opens Checkout in subscription mode for 2.00 AED a month, carrying the free month over", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const trialEndsAt = (await client.get("/api/subscription")).json().trialEndsAt;
    const response = await client.post("/api/subscription");
    expect(response.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_/);

    const price = peer.requests.find((r) => r.method === "POST" && r.path === "/v1/prices")!.form;
    expect(price).toMatchObject({ currency: "aed", unit_amount: "200", "recurring[interval]": "month", lookup_key: "wasfa_monthly_aed" });
    const session = peer.requests.findLast((r) => r.path === "/v1/checkout/sessions")!.form;
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: String(user.id),
      "metadata[userId]": String(user.id),
      "metadata[language]": "en",
      "subscription_data[metadata][userId]": String(user.id),
      "subscription_data[trial_end]": String(Math.floor(Date.parse(trialEndsAt) / 1000)),
      "line_items[0][quantity]": "1",
      success_url: `${t.config.appUrl}/account?tab=subscription&subscription=success`,
      cancel_url: `${t.config.appUrl}/account?tab=subscription&subscription=cancel`,
    });
    expect(session.customer).toMatch(/^cus_/);
    expect((await userRow(user.id)).stripeCustomerId).toBe(session.customer);

    // The customer is reused and the price found again, not created twice.
    await client.post("/api/subscription");
    expect(peer.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(1);
    expect(peer.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices")).toHaveLength(1);
  });

  it("refuses a webhook with a bad signature and changes nothing", async () => {
    const { user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ userId: user.id, customer: "cus_x", periodEnd: new Date(Date.now() + 86_400_000) });
    const response = await deliver("customer.subscription.updated", sub, { secret: "whsec_wrong" });
    expect(response.statusCode).toBe(400);
    expect((await userRow(user.id)).subscriptionStatus).toBe("trial");
  });

  it("applies a redelivered event once", async () => {
    const { user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ userId: user.id, customer: "cus_once", periodEnd: new Date(Date.now() + 40 * 86_400_000) });
    expect((await deliver("customer.subscription.created", sub, { id: "evt_same" })).statusCode).toBe(200);
    expect((await deliver("customer.subscription.created", sub, { id: "evt_same" })).json()).toMatchObject({ duplicate: true });
    const changes = await t.database.db
      .select({ n: sql<number>`cast(count(*) as int)` })
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.userId, user.id));
    expect(changes[0]!.n).toBe(2); // signup + one webhook
    expect((await userRow(user.id)).subscriptionStatus).toBe("active");
  });

  it("ends right when the subscription update arrives before the checkout completion, and confirms it by mail", async () => {
    const { client, user, owner } = await signedUpAgent(t.app);
    const periodEnd = new Date(Date.now() + 45 * 86_400_000);
    const sub = peer.subscription({ userId: user.id, customer: "cus_order", periodEnd });
    await deliver("customer.subscription.updated", sub);
    await deliver("checkout.session.completed", {
      id: "cs_1",
      object: "checkout.session",
      client_reference_id: String(user.id),
      customer: "cus_order",
      subscription: sub.id,
      metadata: { userId: String(user.id), language: "ar" },
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: sub.id, stripeCustomerId: "cus_order" });
    expect(row.subscriptionEndsAt?.getTime()).toBe(Math.floor(periodEnd.getTime() / 1000) * 1000);
    expect((await client.get("/api/subscription")).json().status).toBe("active");
    // In the language she checked out in, with the day her first 2 AED is charged: her free month's end (issue 25.3).
    const { trialEndsAt } = (await client.get("/api/subscription")).json();
    const [mail] = await mailsTo(t.config.dataDir, owner.email, "تم تأكيد اشتراكك في وصفة");
    expect(mail!.text).toContain(`أول دفعة بقيمة 2 درهم في ${mailDay(new Date(trialEndsAt), "ar", null)}`);
  });

  it("cancels at period end through Stripe, and a deletion reads canceled", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ userId: user.id, customer: "cus_cancel", periodEnd: new Date(Date.now() + 20 * 86_400_000) });
    await deliver("customer.subscription.created", sub);
    const response = await client.delete("/api/subscription");
    expect(response.json().status).toBe("canceling");
    expect(peer.requests.findLast((r) => r.path === `/v1/subscriptions/${sub.id}`)!.form).toEqual({ cancel_at_period_end: "true" });

    await deliver("customer.subscription.deleted", { ...sub, status: "canceled" });
    expect((await userRow(user.id)).subscriptionStatus).toBe("canceled");
  });

  it("takes access away when a payment fails", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ userId: user.id, customer: "cus_fail", status: "past_due", periodEnd: new Date(Date.now() + 86_400_000) });
    await deliver("invoice.payment_failed", { id: "in_1", object: "invoice", subscription: sub.id });
    expect((await userRow(user.id)).subscriptionStatus).toBe("inactive");
    expect((await client.get("/api/recipes/1")).json().code).toBe("SUBSCRIPTION_REQUIRED");
  });

  it("acknowledges, once, an event for a deleted or unknown user instead of failing it for Stripe to retry (issue 13.11)", async () => {
    const { user, client } = await signedUpAgent(t.app);
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const sub = peer.subscription({ userId: user.id, customer: "cus_gone", periodEnd });
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await client.get("/api/account")).statusCode).toBe(401);

    const deleted = await deliver("customer.subscription.updated", sub, { id: "evt_gone" });
    expect(deleted.statusCode).toBe(200);
    expect((await deliver("customer.subscription.updated", sub, { id: "evt_gone" })).json()).toMatchObject({ duplicate: true });

    const stranger = peer.subscription({ userId: 987_654, customer: "cus_stranger", periodEnd });
    expect((await deliver("customer.subscription.created", { ...stranger, metadata: {} })).statusCode).toBe(200);
    expect((await deliver("invoice.paid", { id: "in_2", object: "invoice", subscription: stranger.id })).statusCode).toBe(200);
    expect(
      (await deliver("checkout.session.completed", { id: "cs_gone", object: "checkout.session", client_reference_id: "987654", customer: "cus_stranger", subscription: stranger.id }))
        .statusCode,
    ).toBe(200);
  });
});
