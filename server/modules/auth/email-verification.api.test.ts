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

  it("lets anyone sign up with an ADMIN_EMAILS address, but gives admin rights only once the mailed link is opened", async () => {
    const { client, user } = await signUp(bossEmail);
    expect(user).toMatchObject({ isAdmin: false, emailVerified: false, subscriptionStatus: "trial" });
    // The account works at once, as SPEC wants; only the admin area stays shut.
    expect((await client.get("/api/account")).statusCode).toBe(200);
    expect((await client.get("/api/admin/users")).statusCode).toBe(403);
    // Logging in again proves nothing about the address.
    expect((await client.post("/api/login", { username: bossEmail, password: "Secret123" })).json().isAdmin).toBe(false);

    const link = await mailedLink(t.config.dataDir, bossEmail, "/verify-email");
    const verified = await agent(t.app).post("/api/verify-email", link);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe("Your email address is confirmed. Thank you!");
    expect((await client.get("/api/account")).json()).toMatchObject({ isAdmin: true, emailVerified: true });
    expect((await client.get("/api/admin/users")).statusCode).toBe(200);
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
    expect((await agent(t.app).post("/api/verify-email", first)).statusCode).toBe(200);
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
