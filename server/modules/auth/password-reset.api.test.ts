import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNull } from "drizzle-orm";
import { passwordResetTokens } from "../../db/schema";
import { agent, signedUpAgent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { startSmtpInbox } from "../../../test/helpers/smtp-inbox";

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;
const origin = "https://wasfa.example";

function linkIn(text: string) {
  const match = text.match(/https?:\/\/\S+\/reset-password\?email=([^&\s]+)&token=([\w-]+)/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { url: match[0], email: decodeURIComponent(match[1]!), token: match[2]! };
}

describe("resetting a forgotten password", () => {
  let t: TestApp;
  let inbox: Inbox;
  /** The owner's reset mails only (signup also mails them, to verify the address). */
  const resetMail = (email: string, count = 1) => inbox.waitFor(email, count, "/reset-password?");
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({
      config: {
        smtpUrl: inbox.url,
        appUrl: origin,
        rateLimits: { ...testConfig().rateLimits, forgotPerEmail: { max: 3, windowMs: 3600_000 }, forgotPerIp: { max: 100, windowMs: 3600_000 } },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it("answers the same whether or not the account exists", async () => {
    const { owner } = await signedUpAgent(t.app, {}, origin);
    const known = await agent(t.app, origin).post("/api/forgot-password", { email: owner.email, language: "en" });
    const unknown = await agent(t.app, origin).post("/api/forgot-password", { email: "ghost@example.com", language: "en" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe("If an account with that email exists, a password reset link has been sent.");
  });

  it("mails a link built from APP_URL, never from the Host header", async () => {
    const { owner } = await signedUpAgent(t.app, {}, origin);
    await agent(t.app, origin).post(
      "/api/forgot-password",
      { email: owner.email, language: "en" },
      { host: "evil.example" },
    );
    const mail = await resetMail(owner.email);
    expect(mail.subject).toBe("Reset your Wasfa password");
    const link = linkIn(mail.text!);
    expect(link.url.startsWith("https://wasfa.example/reset-password?")).toBe(true);
    expect(link.email).toBe(owner.email);
    expect(mail.html).toContain('dir="ltr"');
  });

  it("writes the mail in Arabic, right to left, when asked", async () => {
    const { owner } = await signedUpAgent(t.app, {}, origin);
    await agent(t.app, origin).post("/api/forgot-password", { email: owner.email, language: "ar" });
    const mail = await resetMail(owner.email);
    expect(mail.subject).toBe("إعادة تعيين كلمة مرور وصفة");
    expect(mail.html).toContain('dir="rtl"');
  });

  it("sets the new password once, ends every session, and refuses a second use", async () => {
    const { client, owner } = await signedUpAgent(t.app, {}, origin);
    await agent(t.app, origin).post("/api/forgot-password", { email: owner.email, language: "en" });
    const { token } = linkIn((await resetMail(owner.email)).text!);

    const reset = await agent(t.app, origin).post("/api/reset-password", { email: owner.email, token, newPassword: "Fresh789" });
    expect(reset.statusCode).toBe(200);
    expect((await client.get("/api/account")).statusCode).toBe(401);
    expect((await agent(t.app, origin).post("/api/login", { username: owner.email, password: owner.password })).statusCode).toBe(401);
    expect((await agent(t.app, origin).post("/api/login", { username: owner.email, password: "Fresh789" })).statusCode).toBe(200);

    const again = await agent(t.app, origin).post("/api/reset-password", { email: owner.email, token, newPassword: "Other789" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Invalid or expired password reset link.");
  });

  it("refuses an expired link and a link for another email", async () => {
    const { owner } = await signedUpAgent(t.app, {}, origin);
    const { owner: other } = await signedUpAgent(t.app, {}, origin);
    await agent(t.app, origin).post("/api/forgot-password", { email: owner.email, language: "en" });
    const { token } = linkIn((await resetMail(owner.email)).text!);

    const wrongEmail = await agent(t.app, origin).post("/api/reset-password", { email: other.email, token, newPassword: "Fresh789" });
    expect(wrongEmail.statusCode).toBe(400);

    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(isNull(passwordResetTokens.usedAt));
    const expired = await agent(t.app, origin).post("/api/reset-password", { email: owner.email, token, newPassword: "Fresh789" });
    expect(expired.statusCode).toBe(400);
  });

  it("keeps an earlier link valid when someone asks again, and ends the others once one is used (issue 13.5)", async () => {
    const { owner } = await signedUpAgent(t.app, {}, origin);
    const ask = () => agent(t.app, origin).post("/api/forgot-password", { email: owner.email, language: "en" });
    await ask();
    const first = linkIn((await resetMail(owner.email, 1)).text!).token;
    await ask();
    const second = linkIn((await resetMail(owner.email, 2)).text!).token;

    const withFirst = await agent(t.app, origin).post("/api/reset-password", { email: owner.email, token: first, newPassword: "Fresh789" });
    expect(withFirst.statusCode).toBe(200);
    const withSecond = await agent(t.app, origin).post("/api/reset-password", { email: owner.email, token: second, newPassword: "Other789" });
    expect(withSecond.statusCode).toBe(400);
    expect((await agent(t.app, origin).post("/api/login", { username: owner.email, password: "Fresh789" })).statusCode).toBe(200);
  });

  it("mails one email at most a few links an hour, answering every request alike (issue 13.5)", async () => {
    const { owner } = await signedUpAgent(t.app, {}, origin);
    const ask = () => agent(t.app, origin).post("/api/forgot-password", { email: owner.email, language: "en" });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask());
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    await resetMail(owner.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.messages.filter((m) => JSON.stringify(m.to).includes(owner.email) && m.text?.includes("/reset-password?"))).toHaveLength(3);
  });
});
