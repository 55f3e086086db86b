import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { createSession } from "../../server/modules/sessions/sessions";
import { signedUpAgent } from "../helpers/agent";
import { testConfig } from "../helpers/build-test-app";
import { householdOfUser, setSubscription } from "../helpers/households";
import { startProviderPeer } from "../helpers/provider-peer";
import { registeredRoutes } from "../helpers/routes";
import { adminEmail, clientBuildFixture } from "./fixtures";
import { routeKey, routeRules, type Access, type Fixtures, type Sample } from "./route-rules";
import { guardedTestApp, type GuardedApp } from "./secret-guard";
import { seedFixtures } from "./seed";

type Role = "guest" | "owner" | "lapsed" | "admin";
const roles: Role[] = ["guest", "owner", "lapsed", "admin"];
const origin = "http://localhost:5000";
const webhookSecret = "whsec_security_suite";

/** What each role must get from a route with each access rule (the session-less rules have their own tests). */
function expectedFor(access: Access, role: Role): 401 | 403 | "allowed" {
  if (access === "public" || access === "static") return "allowed";
  if (role === "guest") return 401;
  if (access === "admin") return role === "admin" ? "allowed" : 403;
  if (access === "subscriber") return role === "lapsed" ? 403 : "allowed";
  return "allowed";
}

describe("the authorization matrix", () => {
  let t: GuardedApp;
  let stripeApp: GuardedApp;
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let fixtures: Fixtures;
  const ids = {} as Record<Exclude<Role, "guest">, number>;

  /** One request as a role, on a session of its own (some routes end the session they are called with). */
  async function send(role: Role, method: string, sample: Sample) {
    const cookie = role === "guest" ? undefined : `wasfa_session=${await createSession(t.database.db, ids[role])}`;
    return t.app.inject({
      method: method as "GET",
      url: sample.url,
      payload: sample.payload as string,
      headers: { ...(method !== "GET" && { origin }), ...(cookie && { cookie }), ...sample.headers },
    });
  }

  beforeAll(async () => {
    peer = await startProviderPeer();
    const base = testConfig();
    t = await guardedTestApp({
      clientDir: clientBuildFixture(),
      config: {
        adminEmails: new Set([adminEmail]),
        rateLimits: { ...base.rateLimits, signupPerIp: { max: 100, windowMs: 3600_000 } },
        translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base } },
      },
    });
    stripeApp = await guardedTestApp({ config: { stripe: { secretKey: "sk_test_security_suite", webhookSecret } } });

    ids.admin = (await signedUpAgent(t.app, { email: adminEmail })).user.id;
    // Confirmed addresses: inviting into a household needs one (decision 0082), and the walk expects owners let in.
    ids.owner = (await signedUpAgent(t.app, { verify: true })).user.id;
    ids.lapsed = (await signedUpAgent(t.app, { verify: true })).user.id;
    await setSubscription(t.database.db, ids.lapsed, { subscriptionStatus: "canceled", trialEndsAt: new Date(Date.now() - 1000) });
    const login = await signedUpAgent(t.app);

    fixtures = await seedFixtures(t, login.owner);
  });
  afterAll(async () => {
    await t?.close();
    await stripeApp?.close();
    await peer?.close();
  });

  it("has a rule for every registered route, and no rule for a route that is gone", () => {
    const registered = new Set([...registeredRoutes(t.app), ...registeredRoutes(stripeApp.app)].map(routeKey));
    const ruled = new Set(Object.keys(routeRules));
    expect([...registered].filter((route) => !ruled.has(route)), "routes without an access rule in route-rules.ts").toEqual([]);
    expect([...ruled].filter((route) => !registered.has(route)), "rules for routes no longer registered").toEqual([]);
  });

  it("gives visitors 401, owners 403 on admin routes, lapsed owners 403 on recipe access, and lets everyone else in", async () => {
    let walked = 0;
    for (const route of registeredRoutes(t.app)) {
      const rule = routeRules[routeKey(route)]!;
      if (rule.access === "stripe-signature" || rule.access === "checkout-token") continue;
      for (const role of roles) {
        const response = await send(role, route.method, rule.sample(fixtures));
        const expected = expectedFor(rule.access, role);
        const label = `${routeKey(route)} as ${role} (${rule.access}): ${response.body.slice(0, 200)}`;
        if (expected === "allowed") {
          expect(response.statusCode, label).not.toBe(401);
          expect(response.statusCode, label).not.toBe(403);
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(response.statusCode, label).toBe(expected);
          if (rule.access === "subscriber" && expected === 403) expect(response.json().code, label).toBe("SUBSCRIPTION_REQUIRED");
        }
        walked += 1;
      }
    }
    expect(walked).toBeGreaterThanOrEqual(4 * 40);
    expect(t.guard.checked).toBeGreaterThan(walked / 2);
  });

  it("takes the Stripe webhook on its signature alone: no session opens it, a signature does from anywhere", async () => {
    const { user } = await signedUpAgent(stripeApp.app);
    const asOwner = async (sample: Sample) =>
      stripeApp.app.inject({
        method: "POST",
        url: sample.url,
        payload: sample.payload as string,
        headers: { origin, cookie: `wasfa_session=${await createSession(stripeApp.database.db, user.id)}`, ...sample.headers },
      });
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const payload = JSON.stringify({
      id: "evt_security_1",
      object: "event",
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "sub_security", object: "subscription", status: "active", customer: "cus_security", cancel_at_period_end: false, metadata: { userId: String(user.id) }, items: { data: [{ current_period_end: periodEnd }] } } },
    });
    const signer = new Stripe("sk_test_signer");
    const json = { "content-type": "application/json" };
    const unsigned = await asOwner({ url: "/api/stripe/webhook", payload, headers: json });
    expect(unsigned.statusCode).toBe(400);
    // The one route the CSRF check leaves alone (csrf.api.test.ts): another site gets the signature's 400, not 403.
    const crossSite = await asOwner({ url: "/api/stripe/webhook", payload, headers: { ...json, origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(crossSite.statusCode).toBe(400);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await asOwner({ url: "/api/stripe/webhook", payload, headers: { ...json, "stripe-signature": forged } })).statusCode).toBe(400);
    const statusOf = async () => (await householdOfUser(stripeApp.database.db, user.id)).subscriptionStatus;
    expect(await statusOf()).toBe("trial");

    // Stripe's servers send no session and no Origin of ours; the CSRF check leaves this one route to its signature.
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const signed = await stripeApp.app.inject({ method: "POST", url: "/api/stripe/webhook", payload, headers: { ...json, "stripe-signature": signature, origin: "https://api.stripe.com" } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await statusOf()).toBe("active");
  });

  it("takes the test checkout's form on its signed token alone, never on a session", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const role of roles) {
      const response = await send(role, "POST", { url: "/api/subscription/test-checkout", payload: "action=subscribe", headers: form });
      expect(response.statusCode, role).toBe(410);
    }
    const { client } = await signedUpAgent(t.app);
    const token = new URL((await client.post("/api/subscription")).json().checkoutUrl).searchParams.get("token")!;
    // The same token with another owner's id in it no longer matches its signature.
    const forged = token.replace(/^\d+/, String(ids.owner));
    expect((await send("guest", "POST", { url: "/api/subscription/test-checkout", payload: `token=${encodeURIComponent(forged)}&action=subscribe`, headers: form })).statusCode).toBe(410);
    const paid = await send("guest", "POST", { url: "/api/subscription/test-checkout", payload: `token=${encodeURIComponent(token)}&action=subscribe`, headers: form });
    expect(paid.statusCode).toBe(303);
    expect((await client.get("/api/subscription")).json().status).toBe("active");
    expect((await send("owner", "GET", { url: "/api/subscription" })).json().status).not.toBe("active");
  });
});
