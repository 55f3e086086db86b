import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { agent, signedUpAgent, type Agent } from "../helpers/agent";
import { directives, expectStrictHeaders } from "./expect-headers";
import { adminEmail, clientBuildFixture, multipart, recipeForm, smallPng } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

describe("security headers", () => {
  let t: GuardedApp;
  let admin: Agent;
  let imageUrl: string;

  beforeAll(async () => {
    t = await guardedTestApp({ clientDir: clientBuildFixture(), config: { adminEmails: new Set([adminEmail]) } });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    const { payload, headers } = multipart(recipeForm, { name: "a.png", type: "image/png", bytes: await smallPng() });
    imageUrl = (await admin.post("/api/admin/recipes", payload, headers)).json().imageUrl;
  });
  afterAll(() => t.close());

  it("are on every kind of answer: the page, assets, JSON, errors, images, artwork and the test checkout", async () => {
    const evil = { origin: "https://evil.example" };
    const answers: [string, LightMyRequestResponse][] = [
      ["app shell", await admin.get("/", evil)],
      ["client route", await admin.get("/recipe/3", evil)],
      ["asset", await admin.get("/assets/app-abc123.js", evil)],
      ["JSON", await admin.get("/api/recipes", evil)],
      ["signed-in JSON", await admin.get("/api/account", evil)],
      ["401", await t.app.inject({ method: "GET", url: "/api/account", headers: evil })],
      ["404", await admin.get("/api/nothing-here", evil)],
      ["400", await admin.get("/api/recipes/search?sort=nonsense", evil)],
      ["403 cross-site", await admin.post("/api/favorites", { recipeId: 1 }, evil)],
      ["413", await admin.post("/api/signup", { firstName: "x".repeat(2 * 1024 * 1024) })],
      ["image", await admin.get(imageUrl, evil)],
      ["artwork", await admin.get("/art/khaleeji/main/2.svg", evil)],
      ["test checkout", await admin.get("/test-checkout?lang=en", evil)],
      ["preflight", await t.app.inject({ method: "OPTIONS", url: "/api/favorites", headers: { ...evil, "access-control-request-method": "POST" } })],
    ];
    for (const [label, response] of answers) expectStrictHeaders(response, `${label} (${response.statusCode})`);
    expect(answers.find(([label]) => label === "413")![1].statusCode).toBe(413);
  });

  it("keep every signed-in answer out of browser and proxy caches, while the catalogue lists and pictures keep their caching (issue 23.12)", async () => {
    const { client } = await signedUpAgent(t.app);
    const own = ["/api/account", "/api/favorites", "/api/favorites/recipes", "/api/my-recipes", "/api/menu?from=2026-12-01&days=7", "/api/shares", "/api/subscription", "/api/recipes/search?q=rice", "/api/recipes/1"];
    for (const url of own) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    expect((await admin.get("/api/admin/users")).headers["cache-control"]).toBe("no-store");
    // The same for everyone: revalidated lists and immutable pictures, signed in or not.
    for (const who of [client, agent(t.app)]) {
      const list = await who.get("/api/recipes/popular");
      expect(list.headers["cache-control"]).toBe("no-cache");
      expect(list.headers.etag).toBeDefined();
      expect((await who.get(imageUrl)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("give the app shell a CSP that loads scripts, styles, fonts and data from our origin only", async () => {
    const csp = directives(await admin.get("/"));
    for (const name of ["default-src", "script-src", "connect-src", "font-src", "base-uri", "form-action"]) expect(csp.get(name), name).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("give drawn artwork a CSP under which nothing in the SVG can run", async () => {
    const response = await admin.get("/art/khaleeji/main/2.svg");
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(directives(response).get("default-src")).toEqual(["'none'"]);
    expect(directives(response).has("script-src")).toBe(false);
  });

  it("do not ask for HTTPS when the app is served over plain HTTP, whatever a client claims", async () => {
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      expect((await admin.get("/api/recipes", headers)).headers["strict-transport-security"]).toBeUndefined();
    }
  });
});
