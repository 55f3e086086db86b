import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, signedUpAgent } from "../helpers/agent";
import { testConfig } from "../helpers/build-test-app";
import { directives, expectStrictHeaders } from "./expect-headers";
import { clientBuildFixture } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

const appUrl = "https://wasfa.example";

/** APP_URL on https: the app is behind TLS (docs/design.md §7), and says so to browsers in headers and cookies. */
describe("the app behind HTTPS", () => {
  let t: GuardedApp;
  beforeAll(async () => {
    t = await guardedTestApp({
      clientDir: clientBuildFixture(),
      config: { appUrl, proxyHops: 1, rateLimits: { ...testConfig().rateLimits, loginPerIp: { max: 2, windowMs: 600_000 } } },
    });
  });
  afterAll(() => t.close());

  it("asks for HTTPS for a year with subdomains, and upgrades insecure requests, on pages and JSON alike", async () => {
    for (const url of ["/", "/browse", "/api/recipes", "/api/account", "/assets/app-abc123.js"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { "x-forwarded-proto": "https" } });
      expect(response.headers["strict-transport-security"], url).toMatch(/^max-age=31536000; includeSubDomains/);
      expectStrictHeaders(response, url);
    }
    expect(directives(await t.app.inject({ method: "GET", url: "/" })).has("upgrade-insecure-requests")).toBe(true);
  });

  it("keeps the session in a __Host- cookie that is Secure, and ignores the same id under the plain name", async () => {
    const signup = await agent(t.app, appUrl).post("/api/signup", { firstName: "A", lastName: "B", email: `https-${Date.now()}@example.com`, password: "Secret123" });
    const [cookie] = signup.cookies;
    expect(cookie).toMatchObject({ name: "__Host-wasfa_session", secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.domain).toBeUndefined();
    const { client } = await signedUpAgent(t.app, {}, appUrl);
    const id = client.cookies.get("__Host-wasfa_session")!;
    expect((await t.app.inject({ method: "GET", url: "/api/account", cookies: { "__Host-wasfa_session": id } })).statusCode).toBe(200);
    // A cookie without the prefix could have been set by a subdomain or over plain HTTP: it opens nothing.
    expect((await t.app.inject({ method: "GET", url: "/api/account", cookies: { wasfa_session: id } })).statusCode).toBe(401);
  });

  it("refuses a change asked for by a plain-HTTP page on the same host", async () => {
    const { client } = await signedUpAgent(t.app, {}, appUrl);
    const plain = await client.post("/api/favorites", { recipeId: 1 }, { origin: "http://wasfa.example", host: "wasfa.example" });
    expect(plain.statusCode).toBe(403);
    // The favourites map (recipe id → true) stays empty; the same change from the HTTPS page goes through.
    expect((await client.get("/api/favorites")).json()).toEqual({});
    expect((await client.post("/api/favorites", { recipeId: 1 }, { host: "wasfa.example" })).statusCode).toBe(201);
    expect((await client.get("/api/favorites")).json()).toEqual({ 1: true });
  });

  it("counts login attempts by the address its proxy saw, whatever the client wrote in X-Forwarded-For", async () => {
    const viaProxy = (written: string, seen: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.0.0.1",
        headers: { origin: appUrl, "x-forwarded-for": `${written}, ${seen}` },
        payload: { username: "nobody@example.com", password: "Guess123" },
      });
    expect((await viaProxy("198.51.100.1", "203.0.113.7")).statusCode).toBe(401);
    expect((await viaProxy("198.51.100.2", "203.0.113.7")).statusCode).toBe(401);
    expect((await viaProxy("198.51.100.3", "203.0.113.7")).statusCode).toBe(429);
    expect((await viaProxy("198.51.100.3", "203.0.113.8")).statusCode).toBe(401);
  });
});
