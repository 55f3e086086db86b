import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { newOwner, signedUpAgent } from "../helpers/agent";
import { testConfig } from "../helpers/build-test-app";
import { adminEmail, multipart, recipeForm, smallPng } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

const minute = 60_000;
const rule = (max: number) => ({ max, windowMs: 10 * minute });

/** A 429 as DESIGN §7 wants it: the spoken message, and when to come back (within the window). */
function expectLimited(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, label).toBe(429);
  expect(response.json(), label).toEqual({ message: "Too many attempts. Please wait a moment and try again.", code: "RATE_LIMITED" });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter, label).toBeGreaterThan(0);
  expect(retryAfter, label).toBeLessThanOrEqual(600);
}

describe("guessing and flooding", () => {
  let t: GuardedApp;
  let address = 0;
  /** Each test speaks from addresses of its own, so one test's counts do not spill into another's. */
  const newAddress = () => `203.0.113.${++address}`;
  const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress, headers: { origin: "http://localhost:5000", ...headers } });

  beforeAll(async () => {
    t = await guardedTestApp({
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          loginPerIp: rule(4),
          loginPerUsername: rule(3),
          // Three: the signedUpAgent calls below (from inject's default address) use up exactly that.
          signupPerIp: rule(3),
          forgotPerIp: rule(3),
          forgotPerEmail: rule(2),
          translatePerUser: rule(2),
          uploadPerUser: rule(2),
        },
        adminEmails: new Set([adminEmail]),
      },
    });
  });
  afterAll(() => t.close());

  it("stops password guessing from one address across many usernames", async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i++) expect((await post("/api/login", { username: `user${i}@example.com`, password: "Guess123" }, from)).statusCode).toBe(401);
    expectLimited(await post("/api/login", { username: "user9@example.com", password: "Guess123" }, from), "login per address");
    // Another address is not held back by it.
    expect((await post("/api/login", { username: "user9@example.com", password: "Guess123" }, newAddress())).statusCode).toBe(401);
  });

  it("stops guessing one username from many addresses, even with the right password afterwards", async () => {
    const { owner } = await signedUpAgent(t.app);
    for (let i = 0; i < 3; i++) expect((await post("/api/login", { username: owner.email, password: `Guess${i}23` }, newAddress())).statusCode).toBe(401);
    expectLimited(await post("/api/login", { username: owner.email.toUpperCase(), password: "Guess923" }, newAddress()), "login per username");
    expectLimited(await post("/api/login", { username: owner.email, password: owner.password }, newAddress()), "right password while limited");
  });

  it("does not take a client's word for its address when no proxy is trusted (X-Forwarded-For)", async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i++) {
      await post("/api/login", { username: `spoof${i}@example.com`, password: "Guess123" }, from, { "x-forwarded-for": `198.51.100.${i}` });
    }
    expectLimited(await post("/api/login", { username: "spoof9@example.com", password: "Guess123" }, from, { "x-forwarded-for": "198.51.100.99" }), "spoofed address");
  });

  it("limits signups from one address", async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) expect((await post("/api/signup", newOwner(), from)).statusCode).toBe(201);
    expectLimited(await post("/api/signup", newOwner(), from), "signup per address");
  });

  it("limits reset mails per address and per email", async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) expect((await post("/api/forgot-password", { email: `flood${i}@example.com` }, from)).statusCode).toBe(200);
    expectLimited(await post("/api/forgot-password", { email: "flood9@example.com" }, from), "forgot per address");

    for (let i = 0; i < 2; i++) expect((await post("/api/forgot-password", { email: "victim@example.com" }, newAddress())).statusCode).toBe(200);
    expectLimited(await post("/api/forgot-password", { email: "Victim@Example.com" }, newAddress()), "forgot per email");
  });

  it("limits translations per owner, so the paid provider cannot be drained", async () => {
    const { client } = await signedUpAgent(t.app);
    for (let i = 0; i < 2; i++) expect((await client.post("/api/translate", { text: `Stir ${i}`, targetLanguage: "fil" })).statusCode).not.toBe(429);
    expectLimited(await client.post("/api/translate", { text: "Stir 9", targetLanguage: "fil" }), "translate per owner");
    expectLimited(await client.post("/api/translate/recipe", { recipeId: 1, targetLanguage: "fil" }), "translate recipe per owner");
  });

  it("limits image uploads per admin, so decoding and re-encoding cannot be used to load the server", async () => {
    const { client: admin } = await signedUpAgent(t.app, { email: adminEmail });
    const upload = async () => {
      const form = multipart(recipeForm, { name: "dish.png", type: "image/png", bytes: await smallPng() });
      return admin.post("/api/admin/recipes", form.payload, form.headers);
    };
    expect((await upload()).statusCode).toBe(201);
    const [recipe] = (await admin.get("/api/admin/recipes")).json() as { id: number }[];
    const form = multipart({}, { name: "new.png", type: "image/png", bytes: await smallPng() });
    expect((await admin.send("PUT", `/api/admin/recipes/${recipe!.id}/image`, form.payload, form.headers)).statusCode).toBe(200);
    expectLimited(await upload(), "uploads per admin");
  });
});
