import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../server/db/schema";
import { agent, newOwner, signedUpAgent } from "../helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../helpers/build-test-app";
import { startSmtpInbox } from "../helpers/smtp-inbox";
import { adminEmail, multipart, recipeForm, smallPng } from "./fixtures";

const refused = "Please remove line breaks and invisible characters from this field.";

/** What people type goes into mails and WhatsApp messages; control characters are refused at the door. */
describe("control characters and markup in what people type", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each case signs up afresh from one address.
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]), rateLimits: { ...testConfig().rateLimits, signupPerIp: { max: 100, windowMs: 3600_000 } } } });
  });
  afterAll(() => t.close());

  it.each([
    ["a line break", "Sara\r\nBcc: victim@example.com"],
    ["a lone line feed", "Sara\nX"],
    ["a NUL", "Sa\u0000ra"],
    ["an escape", "Sara\u001b[31m"],
    ["a C1 control", "Sara\u0085"],
    ["a line separator", "Sara\u2028X"],
  ])("refuses a first name with %s, at signup and in the profile, and stores nothing", async (_what, firstName) => {
    const owner = newOwner({ firstName });
    const signup = await agent(t.app).post("/api/signup", owner);
    expect(signup.statusCode).toBe(400);
    expect(signup.json().fieldErrors.firstName).toEqual([refused]);
    expect((await agent(t.app).post("/api/login", { username: owner.email, password: owner.password })).statusCode).toBe(401);

    const { client } = await signedUpAgent(t.app);
    const update = await client.post("/api/account/update-details", { firstName, lastName: "Haddad" });
    expect(update.statusCode).toBe(400);
    expect((await client.get("/api/account")).json().firstName).toBe("Sara");
  });

  it("refuses control characters in the helper's name and in recipe fields, keeps line breaks in a description", async () => {
    const { client } = await signedUpAgent(t.app);
    const helper = await client.post("/api/account/update-phone", { helperFirstName: "Maria\r\nX", domesticWorkerPhone: "+971501234567" });
    expect(helper.statusCode).toBe(400);
    expect(helper.json().fieldErrors.helperFirstName).toEqual([refused]);

    const { client: admin } = await signedUpAgent(t.app, { email: adminEmail });
    const png = await smallPng();
    const bad = multipart({ ...recipeForm, title: "Machboos\u0007" }, { name: "dish.png", type: "image/png", bytes: png });
    expect((await admin.post("/api/admin/recipes", bad.payload, bad.headers)).statusCode).toBe(400);
    const lines = await admin.patch("/api/admin/recipes/1", { ingredients: ["2 cups rice", "1 tsp salt\u0000"] });
    expect(lines.statusCode).toBe(400);
    const described = await admin.patch("/api/admin/recipes/1", { description: "First line.\nSecond line." });
    expect(described.statusCode).toBe(200);
  });

  it("escapes a name holding HTML in the HTML part of a mail, and keeps it as typed in the text part", async () => {
    const inbox = await startSmtpInbox();
    const mailing = await buildTestApp({ config: { smtpUrl: inbox.url } });
    try {
      const { owner, user } = await signedUpAgent(mailing.app, { firstName: '<img src=x onerror="alert(1)">' });
      // A mail greets by name only an address its owner has confirmed, as she has here.
      await mailing.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await agent(mailing.app).post("/api/forgot-password", { email: owner.email });
      const mail = await inbox.waitFor(owner.email, 1, "/reset-password?");
      expect(mail.html).not.toContain("<img src=x");
      expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      expect(mail.text!.split("\n")[0]).toBe('Hello <img src=x onerror="alert(1)"> Al Mansoori,');
    } finally {
      await mailing.close();
      await inbox.close();
    }
  });

  it("puts none of a stranger's words into mail to an address nobody has confirmed (issue 23.10)", async () => {
    const inbox = await startSmtpInbox();
    const mailing = await buildTestApp({ config: { smtpUrl: inbox.url } });
    // 100 characters of the signer-up's choosing, in a mail to anyone's address.
    const pitch = "Your Wasfa account is locked. Call +971 4 555 0100 or visit wasfa-help dot example to unlock it now!";
    expect(pitch).toHaveLength(100);
    try {
      const { owner, user } = await signedUpAgent(mailing.app, { firstName: pitch, lastName: "Team" });
      const verification = await inbox.waitFor(owner.email, 1, "/verify-email?");
      await agent(mailing.app).post("/api/forgot-password", { email: owner.email, language: "ar" });
      const reset = await inbox.waitFor(owner.email, 1, "/reset-password?");
      for (const mail of [verification, reset]) {
        expect(mail.text).not.toContain("Call +971");
        expect(mail.html).not.toContain("Call +971");
      }
      expect(verification.text!.split("\n")[0]).toBe("Hello,");
      expect(reset.text!.split("\n")[0]).toBe("مرحبًا،");

      // Once she has confirmed the address, the name is hers and the mail greets her by it.
      await mailing.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await agent(mailing.app).post("/api/forgot-password", { email: owner.email });
      const later = await inbox.waitFor(owner.email, 2, "/reset-password?");
      expect(later.text!.split("\n")[0]).toBe(`Hello ${pitch} Team,`);
    } finally {
      await mailing.close();
      await inbox.close();
    }
  });

  it.each([
    ["a right-to-left override", "\u202e"],
    ["a left-to-right embedding", "\u202a"],
    ["a pop directional formatting", "\u202c"],
    ["a left-to-right isolate", "\u2066"],
    ["a pop directional isolate", "\u2069"],
  ])("refuses %s in a name, at signup, in the profile and for the helper, in English and Arabic (issue 23.10)", async (_what, control) => {
    const firstName = `Sara${control}moc.live`;
    const owner = newOwner({ firstName });
    const signup = await agent(t.app).post("/api/signup", owner);
    expect(signup.statusCode).toBe(400);
    expect(signup.json().fieldErrors.firstName).toEqual(["Please remove the characters that change the direction of the text from this field."]);
    expect((await agent(t.app).post("/api/login", { username: owner.email, password: owner.password })).statusCode).toBe(401);

    const { client } = await signedUpAgent(t.app);
    const update = await client.post("/api/account/update-details", { firstName: "Sara", lastName: `Haddad${control}` }, { "accept-language": "ar" });
    expect(update.statusCode).toBe(400);
    expect(update.json().fieldErrors.lastName).toEqual(["يُرجى إزالة الأحرف التي تغيّر اتجاه النص من هذا الحقل."]);
    expect((await client.get("/api/account")).json().lastName).toBe("Al Mansoori");
    const helper = await client.post("/api/account/update-phone", { helperFirstName: `Maria${control}`, domesticWorkerPhone: "+971501234567" });
    expect(helper.statusCode).toBe(400);
    // A right-to-left name needs none of them: Arabic letters and marks are welcome.
    expect((await client.post("/api/account/update-details", { firstName: "سارة", lastName: "الحدّاد" })).statusCode).toBe(200);
  });
});
