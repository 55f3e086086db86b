import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { households, subscriptionChanges, users } from "../../db/schema";
import { signedUpAgent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { householdOfUser } from "../../../test/helpers/households";
import { logCapture } from "../../../test/helpers/log-capture";
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
  const logs = logCapture("info");

  /** Delivers an event the way Stripe does: JSON body, signed header; `created` is when Stripe made it (seconds). */
  const deliver = (type: string, object: unknown, options: { id?: string; secret?: string; created?: number } = {}) => {
    const id = options.id ?? `evt_${++eventCounter}`;
    const payload = JSON.stringify({ id, object: "event", type, data: { object }, created: options.created ?? 1 });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
    return t.app.inject({ method: "POST", url: "/api/stripe/webhook", payload, headers: { "content-type": "application/json", "stripe-signature": header } });
  };
  /** The subscription of this user's household (decision 0080: one per household). */
  const userRow = (id: number) => householdOfUser(t.database.db, id);
  const warningsAbout = (eventId: string) => logs.lines.filter((line) => line.level === 40 && line.event === eventId);
  const days = (n: number) => new Date(Date.now() + n * 86_400_000);
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    peer = await startStripePeer();
    // More owners sign up here than one address may in an hour.
    const rateLimits = { ...testConfig().rateLimits, signupPerIp: { max: 100, windowMs: 3600_000 } };
    t = await buildTestApp({ config: { stripe: { secretKey: "sk_test_wasfa", webhookSecret, apiUrl: peer.url }, rateLimits }, logger: logs.logger });
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
      client_reference_id: String(user.householdId),
      "metadata[householdId]": String(user.householdId),
      "metadata[language]": "en",
      "subscription_data[metadata][householdId]": String(user.householdId),
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
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_x", periodEnd: new Date(Date.now() + 86_400_000) });
    const response = await deliver("customer.subscription.updated", sub, { secret: "whsec_wrong" });
    expect(response.statusCode).toBe(400);
    expect((await userRow(user.id)).subscriptionStatus).toBe("trial");
  });

  it("applies a redelivered event once", async () => {
    const { user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_once", periodEnd: new Date(Date.now() + 40 * 86_400_000) });
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
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_order", periodEnd });
    await deliver("customer.subscription.updated", sub);
    await deliver("checkout.session.completed", {
      id: "cs_1",
      object: "checkout.session",
      client_reference_id: String(user.householdId),
      customer: "cus_order",
      subscription: sub.id,
      metadata: { householdId: String(user.householdId), language: "ar" },
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: sub.id, stripeCustomerId: "cus_order" });
    expect(row.subscriptionEndsAt?.getTime()).toBe(Math.floor(periodEnd.getTime() / 1000) * 1000);
    expect((await client.get("/api/subscription")).json().status).toBe("active");
    // In the language she checked out in, with the day her first 2 AED is charged: her free month's end (decision 0074).
    const { trialEndsAt } = (await client.get("/api/subscription")).json();
    const [mail] = await mailsTo(t.config.dataDir, owner.email, "تم تأكيد اشتراكك في وصفة");
    expect(mail!.text).toContain(`أول دفعة بقيمة 2 درهم في ${mailDay(new Date(trialEndsAt), "ar", null)}`);
  });

  it("cancels at period end through Stripe, and a deletion reads canceled", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_cancel", periodEnd: new Date(Date.now() + 20 * 86_400_000) });
    await deliver("customer.subscription.created", sub);
    const response = await client.delete("/api/subscription");
    expect(response.json().status).toBe("canceling");
    expect(peer.requests.findLast((r) => r.path === `/v1/subscriptions/${sub.id}`)!.form).toEqual({ cancel_at_period_end: "true" });

    await deliver("customer.subscription.deleted", { ...sub, status: "canceled" });
    expect((await userRow(user.id)).subscriptionStatus).toBe("canceled");
  });

  it("takes access away when a payment fails", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_fail", status: "past_due", periodEnd: new Date(Date.now() + 86_400_000) });
    await deliver("invoice.payment_failed", { id: "in_1", object: "invoice", subscription: sub.id });
    expect((await userRow(user.id)).subscriptionStatus).toBe("inactive");
    expect((await client.get("/api/recipes/1")).json().code).toBe("SUBSCRIPTION_REQUIRED");
  });

  it("acknowledges, once, an event for a deleted or unknown user instead of failing it for Stripe to retry (issue 13.11)", async () => {
    const { user, client } = await signedUpAgent(t.app);
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_gone", periodEnd });
    await t.database.db.delete(users).where(eq(users.id, user.id));
    await t.database.db.delete(households).where(eq(households.id, user.householdId));
    expect((await client.get("/api/account")).statusCode).toBe(401);

    const deleted = await deliver("customer.subscription.updated", sub, { id: "evt_gone" });
    expect(deleted.statusCode).toBe(200);
    expect((await deliver("customer.subscription.updated", sub, { id: "evt_gone" })).json()).toMatchObject({ duplicate: true });

    const stranger = peer.subscription({ householdId: 987_654, customer: "cus_stranger", periodEnd });
    expect((await deliver("customer.subscription.created", { ...stranger, metadata: {} })).statusCode).toBe(200);
    expect((await deliver("invoice.paid", { id: "in_2", object: "invoice", subscription: stranger.id })).statusCode).toBe(200);
    expect(
      (await deliver("checkout.session.completed", { id: "cs_gone", object: "checkout.session", client_reference_id: "987654", customer: "cus_stranger", subscription: stranger.id }))
        .statusCode,
    ).toBe(200);
  });

  // Decision 0064: Stripe does not deliver events in the order it made them.
  it("keeps a deleted subscription canceled when an older update arrives after the deletion", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_late_update", periodEnd: days(30) });
    const made = nowSeconds();
    await deliver("customer.subscription.created", sub, { created: made - 20 });
    await deliver("customer.subscription.deleted", { ...sub, status: "canceled" }, { created: made });
    const late = await deliver("customer.subscription.updated", sub, { id: "evt_late_update", created: made - 10 });

    expect(late.statusCode).toBe(200);
    expect((await userRow(user.id)).subscriptionStatus).toBe("canceled");
    expect((await client.get("/api/recipes/1")).json().code).toBe("SUBSCRIPTION_REQUIRED");
  });

  it("keeps a paying owner's access when the failed payment's update arrives after the one that settled it", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_late_failure", periodEnd: days(30) });
    const made = nowSeconds();
    await deliver("customer.subscription.updated", sub, { created: made });
    await deliver("customer.subscription.updated", { ...sub, status: "past_due" }, { created: made - 60 });

    expect((await userRow(user.id)).subscriptionStatus).toBe("active");
    expect((await client.get("/api/recipes/1")).statusCode).toBe(200);
  });

  it("applies a newer state over an older one, and one made in the same second as the last", async () => {
    const { user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_in_order", periodEnd: days(30) });
    const made = nowSeconds();
    await deliver("customer.subscription.updated", { ...sub, status: "past_due" }, { created: made - 60 });
    expect((await userRow(user.id)).subscriptionStatus).toBe("inactive");
    await deliver("customer.subscription.updated", sub, { created: made });
    expect((await userRow(user.id)).subscriptionStatus).toBe("active");
    await deliver("customer.subscription.updated", { ...sub, cancel_at_period_end: true }, { created: made });
    expect((await userRow(user.id)).subscriptionStatus).toBe("canceling");
  });

  // Decision 0064: a signed event that can never be applied is acknowledged with a warning, not failed for Stripe to retry.
  it("acknowledges with a warning, changing nothing, an event naming a customer another owner holds", async () => {
    const holder = await signedUpAgent(t.app);
    const other = await signedUpAgent(t.app);
    const held = peer.subscription({ householdId: holder.user.householdId, customer: "cus_held", periodEnd: days(30) });
    await deliver("customer.subscription.created", held);
    const clash = peer.subscription({ householdId: other.user.householdId, customer: "cus_held", periodEnd: days(30) });

    const first = await deliver("customer.subscription.updated", clash, { id: "evt_clash" });
    expect(first.statusCode).toBe(200);
    expect((await deliver("customer.subscription.updated", clash, { id: "evt_clash" })).json()).toMatchObject({ duplicate: true });
    const session = { id: "cs_clash", object: "checkout.session", client_reference_id: String(other.user.id), customer: "cus_held", subscription: clash.id };
    expect((await deliver("checkout.session.completed", session, { id: "evt_clash_checkout" })).statusCode).toBe(200);

    expect(await userRow(other.user.id)).toMatchObject({ subscriptionStatus: "trial", stripeCustomerId: null, stripeSubscriptionId: null });
    expect(await userRow(holder.user.id)).toMatchObject({ subscriptionStatus: "active", stripeCustomerId: "cus_held", stripeSubscriptionId: held.id });
    expect(warningsAbout("evt_clash")).toHaveLength(1);
    expect(warningsAbout("evt_clash_checkout")).toHaveLength(1);
  });

  it("acknowledges with a warning, changing nothing, a subscription whose period ends past any real date", async () => {
    const { user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ householdId: user.householdId, customer: "cus_far_end", periodEnd: days(30) });
    sub.items.data[0]!.current_period_end = 1e15;

    expect((await deliver("customer.subscription.updated", sub, { id: "evt_far_end" })).statusCode).toBe(200);
    expect((await deliver("invoice.paid", { id: "in_far", object: "invoice", subscription: sub.id }, { id: "evt_far_invoice" })).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "trial", stripeSubscriptionId: null });
    expect(warningsAbout("evt_far_end")).toHaveLength(1);
    expect(warningsAbout("evt_far_invoice")).toHaveLength(1);
  });

  it("applies an event of a checkout started before households, whose metadata names the owner's user id", async () => {
    // The migration gave each owner's household her own id (decision 0080): the old metadata names that household.
    const { user } = await signedUpAgent(t.app);
    const sub = peer.subscription({ legacyUserId: user.householdId, customer: "cus_legacy", periodEnd: days(30) });
    expect((await deliver("customer.subscription.updated", sub, { created: nowSeconds() })).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "active", stripeCustomerId: "cus_legacy", stripeSubscriptionId: sub.id });
  });

  it("subscribes the whole household: another member reads the same subscription, and its owner gets the mail", async () => {
    const owner = await signedUpAgent(t.app);
    const member = await signedUpAgent(t.app);
    // She joins the owner's household (the members' routes do this through an invitation).
    await t.database.db.update(users).set({ householdId: owner.user.householdId }).where(eq(users.id, member.user.id));
    const sub = peer.subscription({ householdId: owner.user.householdId, customer: "cus_family", periodEnd: days(30) });
    await deliver("checkout.session.completed", {
      id: "cs_family",
      object: "checkout.session",
      client_reference_id: String(owner.user.householdId),
      customer: "cus_family",
      subscription: sub.id,
      metadata: { householdId: String(owner.user.householdId), language: "en" },
    }, { created: nowSeconds() });
    expect((await member.client.get("/api/subscription")).json().status).toBe("active");
    expect((await member.client.get("/api/account")).json().subscriptionStatus).toBe("active");
    expect(await mailsTo(t.config.dataDir, owner.owner.email, "Your Wasfa subscription is confirmed")).toHaveLength(1);
  });

  it("acknowledges an event whose owner id is no number our database can hold", async () => {
    const periodEnd = days(30);
    const huge = peer.subscription({ householdId: 1, customer: "cus_huge_id", periodEnd });
    huge.metadata.householdId = "99999999999";
    expect((await deliver("customer.subscription.updated", huge)).statusCode).toBe(200);
    const session = { id: "cs_huge", object: "checkout.session", client_reference_id: "99999999999", customer: "cus_huge_id", subscription: huge.id };
    expect((await deliver("checkout.session.completed", session)).statusCode).toBe(200);
    expect(await t.database.db.select().from(households).where(eq(households.stripeCustomerId, "cus_huge_id"))).toEqual([]);
  });
});
