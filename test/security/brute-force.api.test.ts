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
          loginPerAccount: rule(6),
          // The signedUpAgent calls below come from inject's default address; the signup test uses its own.
          signupPerIp: rule(12),
          forgotPerIp: rule(3),
          forgotPerEmail: rule(2),
          resetPerIp: rule(4),
          resetPerEmail: rule(3),
          passwordChangePerUser: rule(3),
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

  it("stops guessing one username from one address, without locking the owner out elsewhere (issue 13.5)", async () => {
    const { owner } = await signedUpAgent(t.app);
    const attacker = newAddress();
    for (let i = 0; i < 3; i++) expect((await post("/api/login", { username: owner.email, password: `Guess${i}23` }, attacker)).statusCode).toBe(401);
    expectLimited(await post("/api/login", { username: owner.email.toUpperCase(), password: "Guess923" }, attacker), "login per username and address");
    expectLimited(await post("/api/login", { username: owner.email, password: owner.password }, attacker), "right password from the guessing address");
    // The owner, at home, is not held back by someone else's guesses.
    expect((await post("/api/login", { username: owner.email, password: owner.password }, newAddress())).statusCode).toBe(200);
  });

  it("stops guessing one username from many addresses at a higher ceiling", async () => {
    const { owner } = await signedUpAgent(t.app);
    for (let i = 0; i < 6; i++) expect((await post("/api/login", { username: owner.email, password: `Guess${i}23` }, newAddress())).statusCode).toBe(401);
    expectLimited(await post("/api/login", { username: owner.email, password: "Guess923" }, newAddress()), "login per username everywhere");
  });

  it("counts only failed logins against a username, so an owner who logs in often is never limited", async () => {
    const { owner } = await signedUpAgent(t.app);
    for (let i = 0; i < 10; i++) {
      if (i % 2 === 0) expect((await post("/api/login", { username: owner.email, password: "Typo1234" }, newAddress())).statusCode).toBe(401);
      expect((await post("/api/login", { username: owner.email, password: owner.password }, newAddress())).statusCode, `login ${i}`).toBe(200);
    }
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
    for (let i = 0; i < 12; i++) expect((await post("/api/signup", newOwner(), from)).statusCode).toBe(201);
    expectLimited(await post("/api/signup", newOwner(), from), "signup per address");
  });

  it("limits reset mails per address with 429, and per email silently so the owner can still ask", async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) expect((await post("/api/forgot-password", { email: `flood${i}@example.com` }, from)).statusCode).toBe(200);
    expectLimited(await post("/api/forgot-password", { email: "flood9@example.com" }, from), "forgot per address");

    const { owner } = await signedUpAgent(t.app);
    for (let i = 0; i < 4; i++) expect((await post("/api/forgot-password", { email: owner.email }, newAddress())).statusCode).toBe(200);
    await t.guard.resetLink(owner.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(t.guard.resetLink(owner.email, 3)).rejects.toThrow();
  });

  it("limits reset attempts per address, and bad links per email, while a valid link always works (issue 13.4)", async () => {
    const { owner } = await signedUpAgent(t.app);
    const from = newAddress();
    for (let i = 0; i < 4; i++) expect((await post("/api/reset-password", { email: `x${i}@example.com`, token: "guess", newPassword: "Other123" }, from)).statusCode).toBe(400);
    expectLimited(await post("/api/reset-password", { email: "x9@example.com", token: "guess", newPassword: "Other123" }, from), "reset per address");

    await post("/api/forgot-password", { email: owner.email }, newAddress());
    const link = await t.guard.resetLink(owner.email);
    for (let i = 0; i < 3; i++) expect((await post("/api/reset-password", { email: owner.email, token: `guess${i}`, newPassword: "Other123" }, newAddress())).statusCode).toBe(400);
    expectLimited(await post("/api/reset-password", { email: owner.email, token: "guess9", newPassword: "Other123" }, newAddress()), "bad links per email");
    expect((await post("/api/reset-password", { ...link, newPassword: "Mine4567" }, newAddress())).statusCode).toBe(200);
  });

  it("limits wrong current passwords on change-password per owner (issue 13.6)", async () => {
    const { client, owner } = await signedUpAgent(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await client.post("/api/account/change-password", { currentPassword: `Wrong${i}99`, newPassword: "Taken123" })).statusCode).toBe(400);
    }
    expectLimited(await client.post("/api/account/change-password", { currentPassword: owner.password, newPassword: "Taken123" }), "change-password per owner");
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
