import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { subscriptionChanges } from "../../db/schema";
import { agent, newOwner, signedUpAgent, verifyEmailOf } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";

const secretPatterns = [/password/i, /\$argon2/, /token/i, /session/i, /hash/i];

function expectNoSecrets(body: string) {
  for (const pattern of secretPatterns) expect(body).not.toMatch(pattern);
}

describe("signing up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("creates the account, signs the owner in and starts the free month", async () => {
    const client = agent(t.app);
    const owner = newOwner({ email: "Layla.Hassan@Example.com" });
    const response = await client.post("/api/signup", { ...owner, username: owner.email });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: "layla.hassan@example.com",
      email: "layla.hassan@example.com",
      firstName: "Sara",
      lastName: "Al Mansoori",
      isAdmin: false,
      subscriptionStatus: "trial",
    });
    const trialDays = (Date.parse(user.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThanOrEqual(30);
    expectNoSecrets(response.body);

    const cookie = response.cookies.find((c) => c.name === "wasfa_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    const account = await client.get("/api/account");
    expect(account.statusCode).toBe(200);
    expect(account.json().id).toBe(user.id);
    expect(account.body).not.toContain(cookie!.value);

    const history = await t.database.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.userId, user.id));
    expect(history).toEqual([expect.objectContaining({ status: "trial", source: "signup" })]);
  });

  it.each([
    ["firstName", { firstName: "" }, "First name is required"],
    ["lastName", { lastName: "  " }, "Last name is required"],
    ["email", { email: "not-an-email" }, "Invalid email address"],
    ["password", { password: "Ab1" }, "Password must be at least 6 characters"],
    ["password", { password: "secret123" }, "Password must contain at least one uppercase letter"],
    ["password", { password: "SecretPass" }, "Password must contain at least one number"],
  ])("rejects a bad %s with the SPEC message", async (field, change, message) => {
    const response = await agent(t.app).post("/api/signup", newOwner(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
  });

  it("refuses a second account for an email, whatever its case", async () => {
    const owner = newOwner();
    expect((await agent(t.app).post("/api/signup", owner)).statusCode).toBe(201);
    const again = await agent(t.app).post("/api/signup", { ...owner, email: owner.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain("already exists");
  });
});

describe("logging in and out", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        adminEmails: new Set(["later-admin@example.com"]),
        rateLimits: { ...testConfig().rateLimits, loginPerUsername: { max: 3, windowMs: 60_000 } },
      },
    });
  });
  afterAll(() => t.close());

  it("logs in with the email in any case and gives a new session id each time", async () => {
    const { client, owner } = await signedUpAgent(t.app);
    const before = client.cookies.get("wasfa_session");
    const response = await client.post("/api/login", { username: owner.email.toUpperCase(), password: owner.password });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const after = client.cookies.get("wasfa_session");
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The id from before login no longer works.
    const stale = await t.app.inject({ method: "GET", url: "/api/account", cookies: { wasfa_session: before! } });
    expect(stale.statusCode).toBe(401);
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const { owner } = await signedUpAgent(t.app);
    const wrong = await agent(t.app).post("/api/login", { username: owner.email, password: "Wrong999" });
    const unknown = await agent(t.app).post("/api/login", { username: "nobody@example.com", password: "Wrong999" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Invalid username or password. Please try again.");
  });

  it("requires a username and a password", async () => {
    const response = await agent(t.app).post("/api/login", { username: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ username: ["Username is required"], password: ["Password is required"] });
  });

  it("ends the session on the server at logout", async () => {
    const { client } = await signedUpAgent(t.app);
    const sessionId = client.cookies.get("wasfa_session")!;
    expect((await client.post("/api/logout")).statusCode).toBe(204);
    const replay = await t.app.inject({ method: "GET", url: "/api/account", cookies: { wasfa_session: sessionId } });
    expect(replay.statusCode).toBe(401);
  });

  it("never makes an admin at login, not even of a confirmed ADMIN_EMAILS address (issue 23.1)", async () => {
    const client = agent(t.app);
    const owner = newOwner({ email: "later-admin@example.com" });
    expect((await client.post("/api/signup", owner)).statusCode).toBe(201);
    await verifyEmailOf(t.app, client, owner.email);
    const response = await client.post("/api/login", { username: owner.email, password: owner.password });
    expect(response.statusCode).toBe(200);
    // The password may be a stranger's who signed up first: only one set from the mailbox makes the admin.
    expect(response.json()).toMatchObject({ emailVerified: true, isAdmin: false });
    expect((await client.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("slows down guessing: too many attempts on one username answer 429", async () => {
    const { owner } = await signedUpAgent(t.app);
    const attempt = () => agent(t.app).post("/api/login", { username: owner.email, password: "Wrong999" });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    expect(blocked.json().message).toBe("Too many attempts. Please wait a moment and try again.");
    // Even the right password waits until the window passes.
    const right = await agent(t.app).post("/api/login", { username: owner.email, password: owner.password });
    expect(right.statusCode).toBe(429);
  });

  it("refuses changes requested from another site", async () => {
    const owner = newOwner();
    const fromElsewhere = await agent(t.app, "https://evil.example").post("/api/signup", owner);
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().message).toBe("Requests from other sites are not allowed.");
    const crossSite = await agent(t.app).post("/api/signup", owner, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    expect((await agent(t.app).post("/api/signup", owner)).statusCode).toBe(201);
  });
});

describe("signup rate limit", () => {
  it("answers 429 once an address has signed up too often", async () => {
    const rateLimits = { ...testConfig().rateLimits, signupPerIp: { max: 2, windowMs: 60_000 } };
    const t = await buildTestApp({ config: { rateLimits } });
    try {
      expect((await agent(t.app).post("/api/signup", newOwner())).statusCode).toBe(201);
      expect((await agent(t.app).post("/api/signup", newOwner())).statusCode).toBe(201);
      expect((await agent(t.app).post("/api/signup", newOwner())).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
