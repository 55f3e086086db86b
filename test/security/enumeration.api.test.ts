import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import * as argon2 from "@node-rs/argon2";
import { agent, newOwner, signedUpAgent } from "../helpers/agent";
import { testConfig } from "../helpers/build-test-app";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

/** Headers that differ between any two answers (time, request id, length of equal bodies cannot differ). */
const varying = new Set(["date", "x-request-id"]);
const headerNames = (response: LightMyRequestResponse) => Object.keys(response.headers).filter((name) => !varying.has(name)).sort();

/** The same answer, as far as a client can tell: status, body and the headers sent. */
function expectAlike(known: LightMyRequestResponse, unknown: LightMyRequestResponse) {
  expect(known.statusCode).toBe(unknown.statusCode);
  expect(known.body).toBe(unknown.body);
  expect(headerNames(known)).toEqual(headerNames(unknown));
  expect(known.cookies).toEqual(unknown.cookies);
}

/**
 * What an answer costs is counted, not timed (a timed test fails on a busy machine): every argon2 hash and
 * verification the server runs goes through these spies, and time follows from them.
 */
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

/** The argon2 hashes and verifications one request costs. */
async function argon2Work(request: () => Promise<unknown>) {
  vi.mocked(argon2.hash).mockClear();
  vi.mocked(argon2.verify).mockClear();
  await request();
  return { hashes: vi.mocked(argon2.hash).mock.calls.length, verifications: vi.mocked(argon2.verify).mock.calls.length };
}

describe("account enumeration", () => {
  let t: GuardedApp;
  let existing: { email: string; password: string };

  beforeAll(async () => {
    const limits = testConfig().rateLimits;
    t = await guardedTestApp({ config: { rateLimits: { ...limits, forgotPerEmail: { max: 2, windowMs: 3600_000 }, resetPerIp: { max: 100, windowMs: 60_000 }, resetPerEmail: { max: 100, windowMs: 60_000 }, loginPerUsername: { max: 100, windowMs: 60_000 }, loginPerIp: { max: 100, windowMs: 60_000 } } } });
    existing = (await signedUpAgent(t.app)).owner;
  });
  afterAll(() => t.close());

  it("answers a login alike for an unknown user and a wrong password, at the same cost", async () => {
    const attempt = (username: string) => agent(t.app).post("/api/login", { username, password: "Wrong999" });
    const known = await attempt(existing.email);
    const unknown = await attempt("nobody-here@example.com");
    expect(known.statusCode).toBe(401);
    expectAlike(known, unknown);
    expect(known.json().message).toBe("Invalid username or password. Please try again.");

    // Both run exactly one argon2 verification (verifyAgainstNobody for the unknown name); without it an unknown
    // name would answer many times faster, and the time would tell which accounts exist.
    await attempt("warm-up@example.com"); // the placeholder hash is made once, at the first unknown name
    expect(await argon2Work(() => attempt(existing.email))).toEqual({ hashes: 0, verifications: 1 });
    expect(await argon2Work(() => attempt("ghost@example.com"))).toEqual({ hashes: 0, verifications: 1 });
  });

  it("answers forgot-password alike for an account and no account, also once the limit per email is reached", async () => {
    for (let i = 0; i < 3; i++) {
      const known = await agent(t.app).post("/api/forgot-password", { email: existing.email, language: "en" });
      const unknown = await agent(t.app).post("/api/forgot-password", { email: "nobody-here@example.com", language: "en" });
      expectAlike(known, unknown);
      expect(known.statusCode).toBe(200);
    }
    await t.guard.resetLink(existing.email);
  });

  it("answers reset-password alike for an unknown email and a wrong token", async () => {
    const known = await agent(t.app).post("/api/reset-password", { email: existing.email, token: "guess", newPassword: "Other123" });
    const unknown = await agent(t.app).post("/api/reset-password", { email: "nobody-here@example.com", token: "guess", newPassword: "Other123" });
    expect(known.statusCode).toBe(400);
    expectAlike(known, unknown);

    // The link is checked before any hashing: a known email costs no argon2 hash, like an unknown one.
    const reset = (email: string) => agent(t.app).post("/api/reset-password", { email, token: "guess", newPassword: "Other123" });
    expect(await argon2Work(() => reset(existing.email))).toEqual({ hashes: 0, verifications: 0 });
    expect(await argon2Work(() => reset("ghost@example.com"))).toEqual({ hashes: 0, verifications: 0 });
  });

  it("says at signup only that the email is taken, the same for any spelling of it, and nothing about the account", async () => {
    // docs/spec.md §8 requires this answer: 400 with 'An account with this email already exists. Please log in instead.',
    // so signup cannot hide that an email is registered. What it can do: say nothing more (no name, id or
    // state of the account), answer every spelling of the address alike, and stay rate limited per address
    // (brute-force.api.test.ts), which bounds how many emails one client can test.
    const spellings = [existing.email, existing.email.toUpperCase(), `  ${existing.email}  `];
    const answers = await Promise.all(spellings.map((email) => agent(t.app).post("/api/signup", newOwner({ email, firstName: "Other" }))));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: "An account with this email already exists. Please log in instead.",
        code: "EMAIL_TAKEN",
        fieldErrors: { email: ["An account with this email already exists. Please log in instead."] },
      });
      expect(answer.cookies).toEqual([]);
      expect(answer.body).toBe(answers[0]!.body);
    }
    // An invalid signup for a new email has the same shape, so the status alone tells nothing more.
    const invalid = await agent(t.app).post("/api/signup", newOwner({ password: "weak" }));
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json()).sort()).toEqual(Object.keys(answers[0]!.json()).sort());
  });
});
