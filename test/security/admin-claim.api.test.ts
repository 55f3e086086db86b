import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, newOwner } from "../helpers/agent";
import { mailedLink } from "../helpers/outbox";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

const bossEmail = "claimed-boss@example.com";

/**
 * Decision 0059: an address in ADMIN_EMAILS, signed up for first by someone else. The mail goes to the real
 * owner of the address; whatever she clicks, the stranger's account (and password) must never become admin.
 */
describe("claiming an admin address first", () => {
  let t: GuardedApp;
  beforeAll(async () => {
    t = await guardedTestApp({ config: { adminEmails: new Set([bossEmail]) } });
  });
  afterAll(() => t.close());

  it("never makes the stranger an admin through the owner's click, and makes the owner one once she sets the password", async () => {
    // The attacker signs up with the admin's address, chooses the password and keeps the session.
    const attacker = agent(t.app);
    const signup = newOwner({ email: bossEmail, password: "Attack123" });
    expect((await attacker.post("/api/signup", signup)).statusCode).toBe(201);

    // The real owner opens the confirmation mailed to her and confirms (her browser is not signed in).
    const confirmation = await mailedLink(t.config.dataDir, bossEmail, "/verify-email");
    t.guard.remember(confirmation.token);
    const confirmed = await agent(t.app).post("/api/verify-email", confirmation);
    expect(confirmed.statusCode).toBe(200);

    // The attacker's session gained nothing from her click: it ended, and his password still opens no admin.
    expect((await attacker.get("/api/admin/users")).statusCode).not.toBe(200);
    expect((await attacker.get("/api/account")).statusCode).toBe(401);
    const again = await attacker.post("/api/login", { username: bossEmail, password: "Attack123" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isAdmin: false, emailVerified: true });
    expect((await attacker.get("/api/admin/users")).statusCode).toBe(403);
    // She is told how to finish, and the link is in her mail.
    expect(confirmed.json().message).toContain("To finish becoming an admin, set your password");

    // She sets her own password through the link mailed to her: every session ends, and hers is the admin.
    const setPassword = await t.guard.resetLink(bossEmail);
    expect((await agent(t.app).post("/api/reset-password", { ...setPassword, newPassword: "Owner4567" })).statusCode).toBe(200);
    expect((await attacker.get("/api/account")).statusCode).toBe(401);
    expect((await attacker.post("/api/login", { username: bossEmail, password: "Attack123" })).statusCode).toBe(401);
    const owner = agent(t.app);
    expect((await owner.post("/api/login", { username: bossEmail, password: "Owner4567" })).json()).toMatchObject({ isAdmin: true });
    expect((await owner.get("/api/admin/users")).statusCode).toBe(200);
  });
});
