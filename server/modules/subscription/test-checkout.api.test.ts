import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { subscriptionChanges } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { setSubscription } from "../../../test/helpers/households";
import { mailsTo } from "../../../test/helpers/outbox";
import { mailDay } from "./billing-mails";

const day = 86_400_000;

describe("the subscription life cycle with the built-in test checkout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function subscribe(client: Agent) {
    const { checkoutUrl } = (await client.post("/api/subscription")).json();
    const url = new URL(checkoutUrl);
    expect(url.origin).toBe(t.config.appUrl);
    const page = await client.get(`${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Test mode — no card is charged");
    expect(page.body).toContain("2 AED / month");
    expect(page.body).toContain("First month free");
    expect(page.body).toContain("Cancel anytime");
    const token = url.searchParams.get("token")!;
    const done = await client.post("/api/subscription/test-checkout", `token=${encodeURIComponent(token)}&action=subscribe`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${t.config.appUrl}/account?tab=subscription&subscription=success`);
  }

  it("starts in the free month, subscribes, cancels (logged out), logs in, and resumes", async () => {
    const { client, owner, user } = await signedUpAgent(t.app);
    const start = (await client.get("/api/subscription")).json();
    expect(start.status).toBe("trial");

    await subscribe(client);
    const active = (await client.get("/api/subscription")).json();
    expect(active.status).toBe("active");
    // The rest of the free month is carried over: the first paid month starts when the trial ends.
    expect(Date.parse(active.subscriptionEndsAt) - Date.parse(start.trialEndsAt)).toBeCloseTo(30 * day, -5);

    const canceled = await client.delete("/api/subscription");
    expect(canceled.statusCode).toBe(200);
    // Canceled within the free month: nothing is ever charged, and access ends with the month, not a month later
    // (decision 0074), as Stripe ends a trialing subscription.
    expect(canceled.json()).toMatchObject({ status: "canceling", subscriptionEndsAt: start.trialEndsAt });
    expect((await client.get("/api/account")).statusCode).toBe(401);

    const again = agent(t.app);
    await again.post("/api/login", { username: owner.email, password: owner.password });
    expect((await again.get("/api/subscription")).json().status).toBe("canceling");
    expect((await again.get("/api/recipes/1")).statusCode).toBe(200);

    const resumed = await again.post("/api/subscription/reactivate");
    expect(resumed.json().status).toBe("active");
    // Resumed within the free month: the first paid month is there again.
    expect(resumed.json().subscriptionEndsAt).toBe(active.subscriptionEndsAt);

    const history = await t.database.db
      .select({ status: subscriptionChanges.status, source: subscriptionChanges.source })
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.userId, user.id))
      .orderBy(asc(subscriptionChanges.id));
    expect(history).toEqual([
      { status: "trial", source: "signup" },
      { status: "active", source: "checkout" },
      { status: "canceling", source: "cancel" },
      { status: "active", source: "reactivate" },
    ]);
  });

  it("confirms the subscription and its cancellation by mail, in the words and dates of the subscription tab", async () => {
    const { client, owner } = await signedUpAgent(t.app, { country: "SA" });
    const trialEnd = new Date((await client.get("/api/subscription")).json().trialEndsAt);
    const freeUntil = mailDay(trialEnd, "en", "SA");
    await subscribe(client);
    const [subscribed] = await mailsTo(t.config.dataDir, owner.email, "Your Wasfa subscription is confirmed");
    expect(subscribed!.text).toContain(`First payment of 2 AED on ${freeUntil}.`);
    expect(subscribed!.text).toContain(`Cancelling now costs nothing: no payment is taken, and you keep full access until ${freeUntil}.`);
    expect(subscribed!.text).toContain(`${t.config.appUrl}/account?tab=subscription`);

    await client.delete("/api/subscription", { "accept-language": "ar" });
    const [canceled] = await mailsTo(t.config.dataDir, owner.email, "تم إلغاء اشتراكك في وصفة");
    expect(canceled!.text).toContain(`يمكنك فتح الوصفات حتى ${mailDay(trialEnd, "ar", "SA")}`);
    // One date for the whole story: never the month that would have followed had she stayed.
    expect(canceled!.text).not.toContain(mailDay(new Date(trialEnd.getTime() + 30 * day), "ar", "SA"));
  });

  it("lets a trial be canceled and resumed as a trial, never a second free month", async () => {
    const { client, owner, user } = await signedUpAgent(t.app);
    const trialEndsAt = (await client.get("/api/subscription")).json().trialEndsAt;
    const canceled = (await client.delete("/api/subscription")).json();
    expect(canceled).toMatchObject({ status: "canceling", subscriptionEndsAt: trialEndsAt });

    const again = agent(t.app);
    await again.post("/api/login", { username: owner.email, password: owner.password });
    expect((await again.post("/api/subscription/reactivate")).json()).toMatchObject({ status: "trial", trialEndsAt });

    // Once the month is over, subscribing starts paying at once.
    await setSubscription(t.database.db, user.id, { trialEndsAt: new Date(Date.now() - day) });
    expect((await again.get("/api/subscription")).json().status).toBe("inactive");
    expect((await again.get("/api/recipes/1")).json().code).toBe("SUBSCRIPTION_REQUIRED");
    await subscribe(again);
    const paid = (await again.get("/api/subscription")).json();
    expect(paid.status).toBe("active");
    expect(Date.parse(paid.subscriptionEndsAt) - Date.now()).toBeLessThanOrEqual(30 * day);
  });

  it("after the paid month ends, a canceled subscription reads canceled and reactivation starts a checkout", async () => {
    const { client, owner, user } = await signedUpAgent(t.app);
    await client.delete("/api/subscription");
    await setSubscription(t.database.db, user.id, { subscriptionEndsAt: new Date(Date.now() - 1000) });
    const again = agent(t.app);
    await again.post("/api/login", { username: owner.email, password: owner.password });
    expect((await again.get("/api/subscription")).json().status).toBe("canceled");
    expect((await again.post("/api/subscription/reactivate")).json().checkoutUrl).toContain("/test-checkout?token=");
  });

  it("refuses a forged or expired checkout token and a second subscription", async () => {
    const { client } = await signedUpAgent(t.app);
    const forged = await client.post("/api/subscription/test-checkout", "token=1.9999999999999.abc&action=subscribe", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(forged.statusCode).toBe(410);
    expect((await client.get("/api/subscription")).json().status).toBe("trial");
    await subscribe(client);
    expect((await client.post("/api/subscription")).statusCode).toBe(400);
    expect((await agent(t.app).get("/test-checkout?token=nope")).statusCode).toBe(410);
  });

  it("answers the expired page, never an error, to a token that cannot be one, and speaks English for an unknown language", async () => {
    for (const query of [`token=${"x".repeat(500)}`, "token=a&token=b", "token=nope&lang=fr"]) {
      const page = await agent(t.app).get(`/test-checkout?${query}`);
      expect(page.statusCode, query).toBe(410);
      expect(page.headers["content-type"], query).toMatch(/^text\/html/);
      expect(page.body, query).toContain("This checkout has expired.");
    }
  });

  it("answers a visitor with 401", async () => {
    expect((await agent(t.app).get("/api/subscription")).statusCode).toBe(401);
    expect((await agent(t.app).post("/api/subscription")).statusCode).toBe(401);
  });
});
