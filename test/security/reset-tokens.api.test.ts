import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { passwordResetTokens } from "../../server/db/schema";
import { sha256 } from "../../server/lib/tokens";
import { agent, signedUpAgent } from "../helpers/agent";
import { testConfig } from "../helpers/build-test-app";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

const invalidLink = { message: "Invalid or expired password reset link.", code: "RESET_LINK_INVALID" };

describe("password reset tokens", () => {
  let t: GuardedApp;

  /** A new owner and a reset link mailed to them. */
  async function ownerWithLink() {
    const { owner, user } = await signedUpAgent(t.app);
    await agent(t.app).post("/api/forgot-password", { email: owner.email });
    return { owner, user, ...(await t.guard.resetLink(owner.email)) };
  }
  const reset = (email: string, token: string, newPassword = "Fresh1234") =>
    agent(t.app).post("/api/reset-password", { email, token, newPassword });
  const rowsOf = (userId: number) => t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

  beforeAll(async () => {
    t = await guardedTestApp({ config: { rateLimits: { ...testConfig().rateLimits, forgotPerIp: { max: 100, windowMs: 3600_000 } } } });
  });
  afterAll(() => t.close());

  it("are 256-bit random values, kept only as a hash, valid for one hour", async () => {
    const { user, token } = await ownerWithLink();
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await rowsOf(user.id);
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3600_000);
  });

  it("work once: the second use, even at the same moment, is refused", async () => {
    const { email, token } = await ownerWithLink();
    const both = await Promise.all([reset(email, token, "First123"), reset(email, token, "Second123")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const again = await reset(email, token, "Third123");
    expect(again.json()).toEqual(invalidLink);
    const winner = both[0]!.statusCode === 200 ? "First123" : "Second123";
    expect((await agent(t.app).post("/api/login", { username: email, password: winner })).statusCode).toBe(200);
  });

  it("expire after the hour, and a wrong guess does not use up the real one", async () => {
    const { email, token, user } = await ownerWithLink();
    // The last character changed (to one it is not: a token ending in "A" would otherwise be itself).
    const oneOff = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await reset(email, oneOff)).json()).toEqual(invalidLink);
    expect((await reset(email, token.toUpperCase())).json()).toEqual(invalidLink);

    // One second past the hour: as the clock would have it, moved in the database.
    const [row] = await rowsOf(user.id);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.id, row!.id));
    expect((await reset(email, token)).json()).toEqual(invalidLink);
    // Still inside the hour, the same token works: only the expiry refused it.
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(passwordResetTokens.id, row!.id));
    expect((await reset(email, token)).statusCode).toBe(200);
  });

  it("die when the password is changed: a link asked for before the change cannot undo it (issue 23.7)", async () => {
    const { client, owner } = await signedUpAgent(t.app);
    await agent(t.app).post("/api/forgot-password", { email: owner.email });
    const link = await t.guard.resetLink(owner.email);
    // Say the mailbox was read by someone else; the owner, signed in, changes her password.
    const changed = await client.post("/api/account/change-password", { currentPassword: owner.password, newPassword: "Changed123" });
    expect(changed.statusCode).toBe(200);
    expect((await reset(owner.email, link.token, "Taken4567")).json()).toEqual(invalidLink);
    expect((await agent(t.app).post("/api/login", { username: owner.email, password: "Changed123" })).statusCode).toBe(200);
    expect((await agent(t.app).post("/api/login", { username: owner.email, password: "Taken4567" })).statusCode).toBe(401);
  });

  it("open only the account they were mailed for, and die when another link of the account is used", async () => {
    const first = await ownerWithLink();
    const other = await ownerWithLink();
    expect((await reset(other.email, first.token)).json()).toEqual(invalidLink);
    expect((await reset(first.email, other.token)).json()).toEqual(invalidLink);

    await agent(t.app).post("/api/forgot-password", { email: first.email });
    const newer = await t.guard.resetLink(first.email, 2);
    expect(newer.token).not.toBe(first.token);
    expect((await reset(first.email, newer.token)).statusCode).toBe(200);
    expect((await reset(first.email, first.token)).json()).toEqual(invalidLink);
  });
});
