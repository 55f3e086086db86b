import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { agent, newOwner, signedUpAgent } from "../helpers/agent";
import { testConfig } from "../helpers/build-test-app";
import { mailedLink } from "../helpers/outbox";
import { adminEmail, multipart, recipeForm, smallPng } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

const minute = 60_000;
const rule = (max: number) => ({ max, windowMs: 10 * minute });

/** A 429 as docs/design.md §7 wants it: the spoken message, and when to come back (within the window). */
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
          parsePerUser: rule(3),
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

  it("past the account's ceiling, answers a right and a wrong password alike, and mails the right one a login link (issue 23.2)", async () => {
    const { owner } = await signedUpAgent(t.app);
    for (let i = 0; i < 6; i++) expect((await post("/api/login", { username: owner.email, password: `Guess${i}23` }, newAddress())).statusCode).toBe(401);
    // Guessed from many addresses up to the account's ceiling: the owner, from a new address, is not refused...
    const wrong = await post("/api/login", { username: owner.email, password: "Guess923" }, newAddress());
    const right = await post("/api/login", { username: owner.email, password: owner.password }, newAddress());
    // ...but neither does a password alone open a session, and nothing tells the two answers apart.
    for (const answer of [wrong, right]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.headers["retry-after"]).toBeUndefined();
      expect(answer.cookies).toEqual([]);
    }
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toEqual({
      message: "This account is protected after many failed logins. If the password was right, we have emailed a link to log in: please check your email.",
      code: "LOGIN_LINK_REQUIRED",
    });

    // Only the right password mailed a link, and the mailbox's owner logs in with it, once.
    const link = await mailedLink(t.config.dataDir, owner.email, "/login-link");
    t.guard.remember(link.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(mailedLink(t.config.dataDir, owner.email, "/login-link", 2)).rejects.toThrow();
    const browser = agent(t.app);
    const opened = await browser.post("/api/login-link", link);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email: owner.email });
    expect((await browser.get("/api/account")).statusCode).toBe(200);
    const again = await agent(t.app).post("/api/login-link", link);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This login link is invalid or has expired. Please log in again.");
  }, 60_000); // the outbox is read until the link arrives, and once more to see no second one

  it("clears the account's counts when its password is reset: the new password logs in from anywhere at once (issue 23.2)", async () => {
    const { owner } = await signedUpAgent(t.app);
    const guesser = newAddress();
    for (let i = 0; i < 3; i++) await post("/api/login", { username: owner.email, password: `Guess${i}23` }, guesser);
    for (let i = 0; i < 4; i++) await post("/api/login", { username: owner.email, password: `Guess${i}45` }, newAddress());
    expect((await post("/api/login", { username: owner.email, password: owner.password }, newAddress())).json().code).toBe("LOGIN_LINK_REQUIRED");

    await post("/api/forgot-password", { email: owner.email }, newAddress());
    const link = await t.guard.resetLink(owner.email);
    expect((await post("/api/reset-password", { ...link, newPassword: "Mine4567" }, newAddress())).statusCode).toBe(200);
    expect((await post("/api/login", { username: owner.email, password: "Mine4567" }, newAddress())).statusCode).toBe(200);
    // Even the address that guessed is no longer held back on her account.
    expect((await post("/api/login", { username: owner.email, password: "Mine4567" }, guesser)).statusCode).toBe(200);
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

  // Decision 0061: three loops of 10,000-line pastes took /api/health from 2 ms to 1.3 s for everyone.
  it("refuses a 10,000-line paste before reading it, and limits pastes per owner, so one free account cannot stall the server", async () => {
    const { client } = await signedUpAgent(t.app);
    const flood = await client.post("/api/my-recipes/parse", { text: Array(10_000).fill("a").join("\n") });
    expect(flood.statusCode).toBe(400);
    expect(flood.json().fieldErrors).toEqual({ text: ["Please paste at most 1,000 lines."] });
    const recipe = "Tea\n1 cup water\n1 tea bag\nBoil the water and add the tea bag.";
    for (let i = 0; i < 3; i++) expect((await client.post("/api/my-recipes/parse", { text: recipe })).statusCode).toBe(200);
    expectLimited(await client.post("/api/my-recipes/parse", { text: recipe }), "pastes per owner");
    const { client: neighbour } = await signedUpAgent(t.app);
    expect((await neighbour.post("/api/my-recipes/parse", { text: recipe })).statusCode).toBe(200);
  });
});

/** Decision 0060: a limit on failures must hold when the guesses arrive together, while each is still being checked. */
describe("guesses sent at the same moment", () => {
  let t: GuardedApp;
  const at = (remoteAddress: string) => ({ origin: "http://localhost:5000", remoteAddress });
  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress, headers: { origin: "http://localhost:5000" } });
  const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  beforeAll(async () => {
    t = await guardedTestApp({
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          loginPerIp: rule(1000),
          loginPerUsername: rule(10),
          loginPerAccount: rule(10),
          signupPerIp: rule(1000),
          passwordChangePerUser: rule(10),
          passwordChangePerIp: rule(12),
        },
      },
    });
  });
  afterAll(() => t.close());

  it("checks at most the limit of 30 wrong logins from one address; the rest answer 429 unchecked", async () => {
    const { owner } = await signedUpAgent(t.app);
    const answers = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => login(owner.email, `Guess${i}99`, "198.51.100.7"))));
    expect(count(answers, 401)).toBeLessThanOrEqual(10);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(20);
    expect(count(answers, 401) + count(answers, 429)).toBe(30);
  });

  it("judges at most the account's ceiling of 30 wrong logins from 30 addresses; the rest get the login-link answer", async () => {
    const { owner } = await signedUpAgent(t.app);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(owner.email, `Guess${i}99`, `198.51.101.${i + 1}`)));
    const judged = answers.filter((answer) => answer.json().code === "UNAUTHORIZED");
    expect(judged.length).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.json().code === "LOGIN_LINK_REQUIRED").length).toBeGreaterThanOrEqual(20);
  });

  it("checks at most the limit of 30 wrong current passwords on change-password", async () => {
    const { client } = await signedUpAgent(t.app);
    const answers = statuses(
      await Promise.all(Array.from({ length: 30 }, (_, i) => client.post("/api/account/change-password", { currentPassword: `Wrong${i}99`, newPassword: "Taken123" }))),
    );
    expect(count(answers, 400)).toBeLessThanOrEqual(10);
    expect(count(answers, 429)).toBeGreaterThanOrEqual(20);
  });

  it("limits wrong current passwords per address too, across the sessions of many accounts, and gives back a right one", async () => {
    const from = "198.51.102.1";
    const owners = await Promise.all(Array.from({ length: 4 }, () => signedUpAgent(t.app)));
    const change = (client: (typeof owners)[number]["client"], currentPassword: string, remoteAddress = from) =>
      t.app.inject({
        method: "POST",
        url: "/api/account/change-password",
        payload: { currentPassword, newPassword: "Taken123" },
        remoteAddress,
        headers: { ...at(remoteAddress), cookie: `wasfa_session=${client.cookies.get("wasfa_session")}` },
      });
    // Each owner's right password is not a failure: it is given back and never counts.
    for (const { client, owner } of owners.slice(0, 2)) {
      expect((await change(client, owner.password)).statusCode).toBe(200);
      expect((await change(client, "Taken123")).statusCode).toBe(200);
    }
    // Three wrong guesses on each of four accounts: under each account's limit, over the address's (12).
    for (const { client } of owners) for (let i = 0; i < 3; i++) expect((await change(client, `Wrong${i}99`)).statusCode).toBe(400);
    const fifth = await signedUpAgent(t.app);
    expectLimited(await change(fifth.client, fifth.owner.password), "change-password per address");
    expect((await change(fifth.client, fifth.owner.password, "198.51.102.2")).statusCode).toBe(200);
  });
});
