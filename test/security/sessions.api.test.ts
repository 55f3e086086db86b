import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "../../server/db/schema";
import { sha256 } from "../../server/lib/tokens";
import { agent, signedUpAgent } from "../helpers/agent";
import { adminEmail } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

const cookieName = "wasfa_session";

describe("sessions", () => {
  let t: GuardedApp;
  /** The account as a request with exactly this session id sees it. */
  const accountWith = (id: string) => t.app.inject({ method: "GET", url: "/api/account", cookies: { [cookieName]: id } });

  beforeAll(async () => {
    t = await guardedTestApp({ config: { adminEmails: new Set([adminEmail]) } });
  });
  afterAll(() => t.close());

  it("are long random ids in an HttpOnly, SameSite=Lax cookie, stored only as a hash", async () => {
    const signup = await agent(t.app).post("/api/signup", { firstName: "A", lastName: "B", email: `flags-${Date.now()}@example.com`, password: "Secret123" });
    const cookie = signup.cookies.find((c) => c.name === cookieName)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43,}$/); // ≥ 256 bits, base64url
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, signup.json().id));
    expect(rows.map((row) => row.idHash)).toEqual([sha256(cookie.value)]);
    expect(JSON.stringify(rows)).not.toContain(cookie.value);
  });

  it("get a new id at login; the id held before, even someone else's planted one, stops working", async () => {
    const { client, owner } = await signedUpAgent(t.app);
    const before = client.cookies.get(cookieName)!;
    expect((await client.post("/api/login", { username: owner.email, password: owner.password })).statusCode).toBe(200);
    const after = client.cookies.get(cookieName)!;
    expect(after).not.toBe(before);
    expect((await accountWith(before)).statusCode).toBe(401);
    expect((await accountWith(after)).json().email).toBe(owner.email);

    // Fixation: an attacker's own session id planted in the victim's browser is dropped at the victim's login.
    const attacker = await signedUpAgent(t.app);
    const planted = attacker.client.cookies.get(cookieName)!;
    const victim = await signedUpAgent(t.app);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: victim.owner.email, password: victim.owner.password },
      headers: { origin: "http://localhost:5000" },
      cookies: { [cookieName]: planted },
    });
    const issued = login.cookies.find((c) => c.name === cookieName)!.value;
    expect(issued).not.toBe(planted);
    expect((await accountWith(planted)).statusCode).toBe(401);
    expect((await accountWith(issued)).json().email).toBe(victim.owner.email);
  });

  it("end on the server at logout: replaying the old cookie gets 401", async () => {
    const { client } = await signedUpAgent(t.app);
    const id = client.cookies.get(cookieName)!;
    const logout = await client.post("/api/logout");
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((c) => c.name === cookieName)!;
    expect(cleared.value === "" || cleared.expires!.getTime() <= Date.now()).toBe(true);
    expect((await accountWith(id)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, sha256(id)))).toEqual([]);
  });

  it("end everywhere else at a password change, and everywhere at a reset, a cancellation and a deletion", async () => {
    const { client, owner, user } = await signedUpAgent(t.app);
    const otherDevice = agent(t.app);
    await otherDevice.post("/api/login", { username: owner.email, password: owner.password });
    await client.post("/api/account/change-password", { currentPassword: owner.password, newPassword: "Changed123" });
    expect((await client.get("/api/account")).statusCode).toBe(200);
    expect((await otherDevice.get("/api/account")).statusCode).toBe(401);

    await agent(t.app).post("/api/forgot-password", { email: owner.email });
    const { token } = await t.guard.resetLink(owner.email);
    await agent(t.app).post("/api/reset-password", { email: owner.email, token, newPassword: "Reset1234" });
    expect((await client.get("/api/account")).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const canceling = await signedUpAgent(t.app);
    const secondDevice = agent(t.app);
    await secondDevice.post("/api/login", { username: canceling.owner.email, password: canceling.owner.password });
    expect((await canceling.client.delete("/api/subscription")).statusCode).toBe(200);
    expect((await canceling.client.get("/api/account")).statusCode).toBe(401);
    expect((await secondDevice.get("/api/account")).statusCode).toBe(401);

    const admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    const deleted = await signedUpAgent(t.app);
    expect((await admin.delete(`/api/admin/users/${deleted.user.id}`)).statusCode).toBe(204);
    expect((await deleted.client.get("/api/account")).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, deleted.user.id))).toEqual([]);
  });

  it("expire after 14 idle days or 60 days in all, and forged ids get 401, never an error", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const id = client.cookies.get(cookieName)!;
    const day = 86_400_000;
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 15 * day) }).where(eq(sessions.userId, user.id));
    expect((await accountWith(id)).statusCode).toBe(401);
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await accountWith(id)).statusCode).toBe(401);
    // The hash of an id is not an id: a leaked sessions table opens nothing.
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + day) }).where(eq(sessions.userId, user.id));
    expect((await accountWith(sha256(id))).statusCode).toBe(401);
    for (const forged of ["", "x", "a".repeat(4000), "' OR '1'='1", "%00", id.slice(0, -1), id.toUpperCase()]) {
      expect((await accountWith(forged)).statusCode, JSON.stringify(forged.slice(0, 20))).toBe(401);
    }
    expect((await accountWith(id)).statusCode).toBe(200);
  });
});
