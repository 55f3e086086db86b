import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { recipes, users } from "../../server/db/schema";
import { agent, signedUpAgent, type Agent } from "../helpers/agent";
import { testConfig } from "../helpers/build-test-app";
import { startProviderPeer } from "../helpers/provider-peer";
import { adminEmail, multipart, recipeForm, smallPng } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

/** What breaks a query built by pasting text into SQL, or a LIKE pattern built without escaping. */
const metacharacters = [
  "'", '"', ";", "--", "/*", "*/", "\\", "%", "_", "' OR 1=1 --", "\" OR \"\"=\"", "'; DROP TABLE users; --",
  "1; DELETE FROM recipes", "' UNION SELECT password_hash FROM users --", "%' AND '1'='1", "$1", "\\'", "''",
  "Ω≈ç√ 🍲 عربي", "\u202emirrored", "a\u0000b",
];
/** The same, a few to a string, for the wide walks over every parameter (each probe is one request per parameter). */
const probes = ["'", "\"", "\\'", "%_", "' OR 1=1 --", "'; DROP TABLE users; --", "/* */ $1", "a\u0000b", "Ω 🍲 عربي \u202e"];
const hasNul = (text: string) => text.includes("\u0000");
/** Names also refuse direction overrides; recipe text keeps them. */
const refusedInNames = (text: string) => hasNul(text) || /[\u202a-\u202e\u2066-\u2069]/.test(text);
/** A value that holds most of them at once, for fields that are set once. */
const nasty = `Robert'); DROP TABLE users;-- /* */ \\ 100% a_b "q" 🍲 عربي`;
const enc = encodeURIComponent;

describe("SQL metacharacters in every text and search parameter", () => {
  let t: GuardedApp;
  let admin: Agent;
  let owner: Agent;
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let totals: { users: number; recipes: number };
  let catalogueId: number;

  const tableCounts = async () => {
    const [[u], [r]] = await Promise.all([t.database.db.select({ n: count() }).from(users), t.database.db.select({ n: count() }).from(recipes)]);
    return { users: u!.n, recipes: r!.n };
  };
  /** No answer is a server error; text with a NUL byte (which PostgreSQL cannot store) is a 400. */
  const expectHandled = (response: { statusCode: number; body: string }, label: string, text = "") => {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    if (hasNul(text)) expect(response.statusCode, label).toBe(400);
  };

  beforeAll(async () => {
    peer = await startProviderPeer();
    const base = testConfig();
    const many = { max: 10_000, windowMs: 60_000 };
    t = await guardedTestApp({
      config: {
        adminEmails: new Set([adminEmail]),
        rateLimits: { ...base.rateLimits, loginPerIp: many, loginPerUsername: many, signupPerIp: many, forgotPerIp: many, translatePerUser: many },
        translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base } },
      },
    });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    owner = (await signedUpAgent(t.app)).client;
    // A recipe whose text holds the LIKE wildcards literally, so a search for them has one right answer.
    const { payload, headers } = multipart({ ...recipeForm, title: "Juice: 100% fruit", description: "Keep_it cold; \\ never 'warm'" }, { name: "j.png", type: "image/png", bytes: await smallPng() });
    expect((await admin.post("/api/admin/recipes", payload, headers)).statusCode).toBe(201);
    totals = await tableCounts();
    catalogueId = (await agent(t.app).get("/api/recipes")).json().at(-1).id;
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("finds exactly the recipes whose text contains the search text literally (% and _ included)", async () => {
    const visible = await t.database.db.select().from(recipes).where(eq(recipes.hidden, false));
    for (const q of metacharacters.filter((text) => !hasNul(text))) {
      const needle = q.trim().toLowerCase();
      const expected = visible.filter((r) => [r.title, r.description, r.cuisineType].some((text) => text.toLowerCase().includes(needle))).length;
      const response = await agent(t.app).get(`/api/recipes/search?q=${enc(q)}&limit=100`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json().total, `search for ${JSON.stringify(q)}`).toBe(expected);
    }
    expect((await agent(t.app).get(`/api/recipes/search?q=${enc("%")}`)).json().items.map((r: { title: string }) => r.title)).toEqual(["Juice: 100% fruit"]);
    expect((await agent(t.app).get(`/api/recipes/search?q=${enc("' OR 1=1 --")}`)).json().total).toBe(0);
  });

  it("answers every search and list parameter without a server error", async () => {
    const cursor = (key: string, id: unknown) => Buffer.from(JSON.stringify([key, id])).toString("base64url");
    for (const text of probes) {
      const v = enc(text);
      const urls = [
        `/api/recipes/search?cuisine=${v}`, `/api/recipes/search?category=${v}`, `/api/recipes/search?sort=${v}`,
        `/api/recipes/search?q=${v}&lang=ar`, `/api/recipes/search?q=rice&lang=${v}`, `/api/recipes/search?limit=${v}`,
        `/api/recipes/search?quick=${v}`, `/api/recipes/search?cursor=${v}`, `/api/recipes/search?sort=easiest&cursor=${cursor(text, 1)}`,
        `/api/recipes/search?sort=newest&cursor=${cursor(text, 1)}`, `/api/recipes?lang=${v}`, `/api/recipes/popular?lang=${v}`,
        `/api/recipes/quick?lang=${v}`, `/api/recipes/1?lang=${v}`, `/api/recipes/${v}`, `/api/images/${v}`, `/api/images/${v}?w=${v}`,
        `/api/favorites/recipes?lang=${v}`, `/art/${v}/main/1.svg`, `/test-checkout?token=${v}&lang=${v}`,
      ];
      // Reads change nothing, so they may go at once.
      const answers = await Promise.all(urls.map((url) => owner.get(url)));
      answers.forEach((response, i) => expectHandled(response, urls[i]!));
      expectHandled(await admin.delete(`/api/favorites/${v}`), "DELETE favorite");
      expectHandled(await admin.delete(`/api/admin/users/${v}`), "DELETE user");
      expectHandled(await admin.delete(`/api/admin/recipes/${v}`), "DELETE recipe");
      expectHandled(await owner.post("/api/favorites", { recipeId: text }), "POST favorite");
      expectHandled(await owner.post("/api/track/share", { platform: text }), "share platform");
      expectHandled(await admin.patch("/api/admin/users/1/subscription", { subscriptionStatus: text, trialEndsAt: text }), "subscription patch");
    }
    // A cursor id past the integer range, and keys of the wrong type for the sort.
    for (const [sort, key, id] of [["easiest", "1", 99_999_999_999], ["quickest", "9".repeat(40), 1], ["newest", "not a date", 1]] as const) {
      expect((await owner.get(`/api/recipes/search?sort=${sort}&cursor=${cursor(key, id)}`)).statusCode, `${sort} ${key}`).toBe(400);
    }
    expect(await tableCounts()).toEqual(totals);
  });

  it("keeps text fields exactly as typed, and refuses only what cannot be stored", async () => {
    for (const text of metacharacters) {
      const value = `x${text}`;
      const details = await owner.post("/api/account/update-details", { firstName: value, lastName: value });
      expectHandled(details, "update-details", text);
      if (refusedInNames(text)) expect(details.statusCode, "update-details").toBe(400);
      else expect(details.json()).toMatchObject({ firstName: value, lastName: value });
      const helper = await owner.post("/api/account/update-phone", { helperFirstName: value, domesticWorkerPhone: "+971501234567" });
      expectHandled(helper, "update-phone", text);
      if (refusedInNames(text)) expect(helper.statusCode, "update-phone").toBe(400);
      else expect(helper.json().helperFirstName).toBe(value);
      const edit = await admin.patch(`/api/admin/recipes/${catalogueId}`, { title: value, ingredients: [value], instructions: `${value}\nStir.` });
      expectHandled(edit, "recipe patch", text);
      if (!hasNul(text)) expect(edit.json()).toMatchObject({ title: value, ingredients: [value], instructions: [value, "Stir."] });
      expectHandled(await owner.post("/api/translate", { text: value, targetLanguage: "fil" }), "translate", text);
      expectHandled(await owner.post("/api/account/change-password", { currentPassword: `${value}pw1234`, newPassword: "Other123" }), "change-password");
    }
    const { payload, headers } = multipart({ ...recipeForm, title: nasty, description: nasty, ingredients: `${nasty}\n'`, instructions: nasty }, { name: "n.png", type: "image/png", bytes: await smallPng() });
    const created = await admin.post("/api/admin/recipes", payload, headers);
    expect(created.json()).toMatchObject({ title: nasty, description: nasty, ingredients: [nasty, "'"], instructions: [nasty] });
    expect((await owner.get(`/api/recipes/${created.json().id}`)).json().title).toBe(nasty);
    totals.recipes += 1;
    expect(await tableCounts()).toEqual(totals);
  });

  it("signs up, logs in and asks for reset links with such text without a server error or a wrong match", async () => {
    const signedUp = await signedUpAgent(t.app, { firstName: nasty, lastName: nasty });
    expect((await signedUp.client.get("/api/account")).json()).toMatchObject({ firstName: nasty, lastName: nasty });
    for (const text of probes) {
      // An injected username must not match someone else's account: every one of these is a plain 401.
      const login = await agent(t.app).post("/api/login", { username: text, password: text });
      expectHandled(login, `login ${JSON.stringify(text)}`, text);
      if (!hasNul(text)) expect(login.statusCode).toBe(401);
      expectHandled(await agent(t.app).post("/api/login", { username: signedUp.owner.email, password: `${text}' OR '1'='1` }), "login password");
      expectHandled(await agent(t.app).post("/api/forgot-password", { email: `${text}@example.com` }), "forgot");
      expectHandled(await agent(t.app).post("/api/reset-password", { email: signedUp.owner.email, token: text, newPassword: "Other123" }), "reset", text);
      expectHandled(await agent(t.app).post("/api/signup", { firstName: text, lastName: text, email: `${text}@example.com`, password: "Secret123" }), "signup", text);
    }
    expect((await agent(t.app).post("/api/login", { username: signedUp.owner.email, password: signedUp.owner.password })).statusCode).toBe(200);
    expect((await tableCounts()).recipes).toBe(totals.recipes);
  });
});
