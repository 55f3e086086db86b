import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../server/db/schema";
import { agent, signedUpAgent } from "../helpers/agent";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

/**
 * Every security test runs on `guardedTestApp`, which checks each answer for secrets. These tests show
 * the guard would notice a leak (so the suite's silence means something), and that secrets are kept
 * only as hashes at rest.
 */
describe("the secret guard", () => {
  let t: GuardedApp;
  let leak: unknown;

  beforeAll(async () => {
    t = await guardedTestApp({
      beforeReady(app) {
        // A route that answers whatever the test puts in `leak`, as a careless handler might.
        app.get("/api/test/leak", async () => leak);
      },
    });
  });
  afterAll(() => t.close());

  it("fails an answer that carries a password hash, a secret key, or a session id or password the suite holds", async () => {
    const { client, owner, user } = await signedUpAgent(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const sessionId = client.cookies.get("wasfa_session")!;
    for (const value of [
      { user: { id: 1, passwordHash: "x" } },
      [{ nested: { token: "abc" } }],
      { id_hash: "x" },
      { note: row!.passwordHash },
      { note: `cookie was ${sessionId}` },
      { note: `password was ${owner.password}` },
      { note: `secret ${t.config.sessionSecret}` },
      { key: "sk_live_abcdefghijklmnop" },
      { hook: "whsec_abcdefghijklmnop" },
    ]) {
      leak = value;
      await expect(agent(t.app).get("/api/test/leak"), JSON.stringify(value)).rejects.toThrow(/answered (a secret|secret keys)/);
    }
  });

  it("lets field errors name the password field, and remembers reset tokens once mailed", async () => {
    leak = { message: "Please check the highlighted fields.", fieldErrors: { password: ["Password must be at least 6 characters"] } };
    expect((await agent(t.app).get("/api/test/leak")).statusCode).toBe(200);

    const { owner } = await signedUpAgent(t.app);
    await agent(t.app).post("/api/forgot-password", { email: owner.email });
    const { token } = await t.guard.resetLink(owner.email);
    leak = { link: `/reset-password?token=${token}` };
    await expect(agent(t.app).get("/api/test/leak")).rejects.toThrow(/answered a secret the suite holds/);
  });

  it("finds passwords stored only as argon2id hashes, never as sent", async () => {
    const { owner, user } = await signedUpAgent(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(owner.password);
  });
});
