import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emailVerifications, users } from "../../db/schema";
import { agent, newOwner, signedUpAgent, verifyEmailOf } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { mailedLink } from "../../../test/helpers/outbox";
import { startSmtpInbox } from "../../../test/helpers/smtp-inbox";

const bossEmail = "boss@example.com";

describe("verifying an email address (issue 13.1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        adminEmails: new Set([bossEmail]),
        rateLimits: { ...testConfig().rateLimits, verifyMailPerUser: { max: 2, windowMs: 3600_000 } },
      },
    });
  });
  afterAll(() => t.close());

  const signUp = async (email: string) => {
    const client = agent(t.app);
    const response = await client.post("/api/signup", newOwner({ email }), { "accept-language": "ar" });
    expect(response.statusCode).toBe(201);
    return { client, user: response.json() };
  };

  it("lets anyone sign up with an ADMIN_EMAILS address; confirming it makes no admin, but mails the link to set the password that does (issue 23.1)", async () => {
    const { client, user } = await signUp(bossEmail);
    expect(user).toMatchObject({ isAdmin: false, emailVerified: false, subscriptionStatus: "trial" });
    // The account works at once, as SPEC wants; only the admin area stays shut.
    expect((await client.get("/api/account")).statusCode).toBe(200);
    expect((await client.get("/api/admin/users")).statusCode).toBe(403);

    // Confirmed in the browser that signed up: that session stays, and it is still no admin.
    await verifyEmailOf(t.app, client, bossEmail);
    expect((await client.get("/api/account")).json()).toMatchObject({ isAdmin: false, emailVerified: true });
    expect((await client.get("/api/admin/users")).statusCode).toBe(403);

    // The mailbox's owner sets the password through the link mailed on confirmation: now an admin.
    const link = await mailedLink(t.config.dataDir, bossEmail, "/reset-password");
    expect((await agent(t.app).post("/api/reset-password", { ...link, newPassword: "Owner4567" })).statusCode).toBe(200);
    expect((await client.get("/api/account")).statusCode).toBe(401);
    const owner = agent(t.app);
    expect((await owner.post("/api/login", { username: bossEmail, password: "Owner4567" })).json()).toMatchObject({ isAdmin: true });
    expect((await owner.get("/api/admin/users")).statusCode).toBe(200);
  });

  it("tells an ADMIN_EMAILS owner, in her language, that the password link is on its way", async () => {
    const address = "second-boss@example.com";
    const app = await buildTestApp({ config: { adminEmails: new Set([address]) } });
    try {
      expect((await agent(app.app).post("/api/signup", newOwner({ email: address }))).statusCode).toBe(201);
      const link = await mailedLink(app.config.dataDir, address, "/verify-email");
      const verified = await agent(app.app).post("/api/verify-email", link, { "accept-language": "ar" });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toBe(
        "تم تأكيد بريدك الإلكتروني. لإكمال حصولك على صلاحيات المشرف، عيّن كلمة المرور من الرابط الذي أرسلناه إليك الآن. يعمل الرابط مرة واحدة خلال ساعة.",
      );
      await mailedLink(app.config.dataDir, address, "/reset-password");
      // An ordinary address is just thanked.
      const { client, owner } = await signedUpAgent(app.app);
      const plain = await client.post("/api/verify-email", await mailedLink(app.config.dataDir, owner.email, "/verify-email"));
      expect(plain.json().message).toBe("Your email address is confirmed. Thank you!");
    } finally {
      await app.close();
    }
  });

  it("ends the account's other sessions when the address is confirmed, and keeps the one confirming it", async () => {
    const { client, user, owner } = await signedUpAgent(t.app);
    const elsewhere = agent(t.app);
    expect((await elsewhere.post("/api/login", { username: owner.email, password: owner.password })).statusCode).toBe(200);
    await verifyEmailOf(t.app, client, user.email);
    expect((await client.get("/api/account")).json().emailVerified).toBe(true);
    expect((await elsewhere.get("/api/account")).statusCode).toBe(401);
  });

  it("mails the link in the language of the signup, from APP_URL, with only its hash stored", async () => {
    const smtp = await startSmtpInbox();
    const mailing = await buildTestApp({ config: { smtpUrl: smtp.url, appUrl: "https://wasfa.example" } });
    try {
      const owner = newOwner();
      const signup = await agent(mailing.app, "https://wasfa.example").post("/api/signup", owner, { "accept-language": "ar", host: "evil.example" });
      expect(signup.statusCode).toBe(201);
      const mail = await smtp.waitFor(owner.email);
      expect(mail.subject).toBe("أكّد بريدك الإلكتروني في وصفة");
      expect(mail.html).toContain('dir="rtl"');
      const link = /https:\/\/wasfa\.example\/verify-email\?email=[^&\s]+&token=([\w-]+)/.exec(mail.text ?? "");
      expect(link).not.toBeNull();
      const rows = await mailing.database.db.select().from(emailVerifications);
      expect(rows.map((row) => row.tokenHash)).not.toContain(link![1]);
      expect(rows.some((row) => row.tokenHash.length === 64)).toBe(true);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it("works once, for its own email only, and not after it expires", async () => {
    const owner = await signUp(newOwner().email);
    const other = await signUp(newOwner().email);
    const link = await mailedLink(t.config.dataDir, owner.user.email, "/verify-email");
    const wrongEmail = await agent(t.app).post("/api/verify-email", { ...link, email: other.user.email });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().message).toBe("This confirmation link is invalid or has expired. Ask for a new one from your account page.");
    expect((await other.client.get("/api/account")).json().emailVerified).toBe(false);

    expect((await agent(t.app).post("/api/verify-email", link)).statusCode).toBe(200);
    expect((await agent(t.app).post("/api/verify-email", link)).statusCode).toBe(400);

    const late = await mailedLink(t.config.dataDir, other.user.email, "/verify-email");
    await t.database.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.userId, other.user.id));
    expect((await agent(t.app).post("/api/verify-email", late)).statusCode).toBe(400);
    expect((await other.client.get("/api/account")).json().emailVerified).toBe(false);
  });

  it("resends the link from the account page, a limited number of times, and keeps the earlier link valid", async () => {
    const { client, user } = await signUp(newOwner().email);
    const first = await mailedLink(t.config.dataDir, user.email, "/verify-email");
    const resent = await client.post("/api/account/resend-verification");
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe("We have sent you a new confirmation link. Please check your email.");
    const second = await mailedLink(t.config.dataDir, user.email, "/verify-email", 2);
    expect(second.token).not.toBe(first.token);
    expect((await client.post("/api/account/resend-verification")).statusCode).toBe(200);
    expect((await client.post("/api/account/resend-verification")).statusCode).toBe(429);
    expect((await agent(t.app).post("/api/account/resend-verification")).statusCode).toBe(401);

    // The first link still works: asking again never breaks the one the owner is about to open.
    expect((await client.post("/api/verify-email", first)).statusCode).toBe(200);
    expect((await client.get("/api/account")).json().emailVerified).toBe(true);
  });

  it("changes nothing when someone signs up again with a taken address, and says only what SPEC says", async () => {
    const { user } = await signedUpAgent(t.app, { email: `taken-${Date.now()}@example.com` });
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const again = await agent(t.app).post("/api/signup", newOwner({ email: user.email, firstName: "Mallory", password: "Other999" }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("An account with this email already exists. Please log in instead.");
    expect(again.cookies).toEqual([]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    // No second verification mail went to the owner either.
    await expect(mailedLink(t.config.dataDir, user.email, "/verify-email", 2)).rejects.toThrow();
  });

  it("keeps `npm run admin -- grant` able to make an unverified owner an admin", async () => {
    const { client, user } = await signedUpAgent(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    expect((await client.get("/api/admin/users")).statusCode).toBe(200);
    await verifyEmailOf(t.app, client, user.email);
    expect((await client.get("/api/account")).json()).toMatchObject({ isAdmin: true, emailVerified: true });
  });
});
