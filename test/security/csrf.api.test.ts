import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { events, favorites, images, passwordResetTokens, recipes, sessions, subscriptionChanges, users } from "../../server/db/schema";
import { signedUpAgent, type Agent } from "../helpers/agent";
import { registeredRoutes } from "../helpers/routes";
import { adminEmail } from "./fixtures";
import { routeKey, routeRules, type Fixtures } from "./route-rules";
import { guardedTestApp, type GuardedApp } from "./secret-guard";
import { seedFixtures } from "./seed";

const ownOrigin = "http://localhost:5000";

/** What a page on another site can make a browser send (docs/design.md §7: refused by Origin / Sec-Fetch-Site). */
const crossSite: Record<string, Record<string, string>> = {
  "another origin": { origin: "https://evil.example" },
  "an origin that only starts like ours": { origin: `${ownOrigin}.evil.example` },
  "our host on another port": { origin: "http://localhost:5001" },
  "an opaque origin (sandboxed frame, data: page)": { origin: "null" },
  "Sec-Fetch-Site: cross-site, with our Origin": { origin: ownOrigin, "sec-fetch-site": "cross-site" },
  "Sec-Fetch-Site: cross-site, without Origin": { "sec-fetch-site": "cross-site" },
};

/**
 * The app here runs the built-in test checkout; the Stripe webhook, registered only with Stripe keys, is
 * the documented exception and is covered in authorization.api.test.ts (another site gets the signature's 400).
 * Her page's Reply form is the other (decision 0084): her page sends no referrer, so her own browser says
 * `Origin: null`; it acts by the link's token, never by a cookie, so another site can do with it only what the
 * link already lets anyone holding it do.
 */
const keyedByTheLink = new Set(["POST /h/:token/reply"]);
describe("requests from another site", () => {
  let t: GuardedApp;
  let admin: Agent;
  let fixtures: Fixtures;

  /** Every table a change could touch, read whole: equal snapshots mean nothing changed. */
  async function snapshot() {
    const db = t.database.db;
    return JSON.stringify(
      await Promise.all([
        db.select().from(users).orderBy(asc(users.id)),
        db.select().from(sessions).orderBy(asc(sessions.idHash)),
        db.select().from(favorites).orderBy(asc(favorites.userId), asc(favorites.recipeId)),
        db.select().from(recipes).orderBy(asc(recipes.id)),
        db.select().from(events).orderBy(asc(events.id)),
        db.select().from(passwordResetTokens).orderBy(asc(passwordResetTokens.id)),
        db.select().from(subscriptionChanges).orderBy(asc(subscriptionChanges.id)),
        db.select({ id: images.id }).from(images).orderBy(asc(images.id)),
      ]),
    );
  }

  beforeAll(async () => {
    t = await guardedTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    const login = await signedUpAgent(t.app);
    fixtures = await seedFixtures(t, login.owner);
    await admin.post("/api/favorites", { recipeId: fixtures.recipeId });
  });
  afterAll(() => t.close());

  it("refuses every mutating route with 403 and changes nothing, even for a signed-in admin", async () => {
    const mutating = registeredRoutes(t.app).filter((route) => route.method !== "GET" && !keyedByTheLink.has(routeKey(route)));
    expect(mutating.length).toBeGreaterThanOrEqual(20);
    const before = await snapshot();
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    for (const route of mutating) {
      const sample = routeRules[routeKey(route)]!.sample(fixtures);
      for (const [name, headers] of Object.entries(crossSite)) {
        const response = await t.app.inject({
          method: route.method as "POST",
          url: sample.url,
          payload: sample.payload as string,
          headers: { ...sample.headers, cookie, ...headers },
        });
        expect(response.statusCode, `${routeKey(route)} from ${name}`).toBe(403);
        expect(response.json(), `${routeKey(route)} from ${name}`).toEqual({ message: "Requests from other sites are not allowed.", code: "FORBIDDEN" });
      }
    }
    expect(await snapshot()).toBe(before);
    expect((await admin.get("/api/account")).statusCode).toBe(200);
  });

  it("lets her page's Reply form in from any origin, acting by its link alone: a cookie riding along counts for nothing, an unknown link is 404 and nothing changes", async () => {
    const before = await snapshot();
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const routes = registeredRoutes(t.app).filter((r) => keyedByTheLink.has(routeKey(r)));
    expect(routes.map(routeKey)).toEqual([...keyedByTheLink]);
    for (const route of routes) {
      const sample = routeRules[routeKey(route)]!.sample(fixtures);
      for (const [name, headers] of Object.entries(crossSite)) {
        const response = await t.app.inject({ method: "POST", url: sample.url, payload: sample.payload as string, headers: { ...sample.headers, cookie, ...headers } });
        expect(response.statusCode, `${routeKey(route)} from ${name}`).toBe(404);
        expect(response.headers["set-cookie"], `${routeKey(route)} from ${name}`).toBeUndefined();
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("refuses the simple requests a plain HTML form or fetch can send without a preflight", async () => {
    const { owner } = await signedUpAgent(t.app);
    for (const [type, payload] of [
      ["application/x-www-form-urlencoded", `username=${encodeURIComponent(owner.email)}&password=${owner.password}`],
      ["text/plain", JSON.stringify({ username: owner.email, password: owner.password })],
      ["multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="username"\r\n\r\n${owner.email}\r\n--x--\r\n`],
    ]) {
      const response = await t.app.inject({ method: "POST", url: "/api/login", payload, headers: { "content-type": type!, origin: "https://evil.example" } });
      expect(response.statusCode, type).toBe(403);
      expect(response.cookies, type).toEqual([]);
    }
  });

  it("changes nothing on a GET, so the check may leave safe methods alone", async () => {
    const before = await snapshot();
    let read = 0;
    for (const route of registeredRoutes(t.app).filter((r) => r.method === "GET")) {
      const response = await admin.get(routeRules[routeKey(route)]!.sample(fixtures).url, { origin: "https://evil.example" });
      expect(response.statusCode, routeKey(route)).toBeLessThan(500);
      read += 1;
    }
    expect(read).toBeGreaterThanOrEqual(15);
    expect(await snapshot()).toBe(before);
  });
});
