import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { accountExportSchema } from "../../../common/account-export.schema";
import {
  emailVerifications,
  erasedShares,
  events,
  favorites,
  helpers,
  households,
  images,
  menuEntries,
  passwordResetTokens,
  paymentEvents,
  recipes,
  sessions,
  shares,
  subscriptionChanges,
  translations,
  users,
} from "../../db/schema";
import { sha256 } from "../../lib/tokens";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { setSubscription } from "../../../test/helpers/households";
import { multipart } from "../../../test/helpers/multipart";
import { startStripePeer } from "../../../test/helpers/stripe-peer";
import { guardedTestApp, type GuardedApp } from "../../../test/security/secret-guard";
import { helperText } from "../helper-page/helper-texts";

const harees = {
  title: "Umm Saeed's harees",
  description: "Wheat and lamb, slow cooked for Ramadan.",
  cuisineType: "Khaleeji",
  prepTime: 20,
  cookTime: 180,
  servings: 6,
  ingredients: ["2 cups whole wheat, soaked overnight", "1 kg lamb"],
  instructions: ["Boil the lamb for 1 hour.", "Add the wheat and cook for 2 hours, stirring."],
};
const helper = { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" };
const limit = (max: number) => ({ max, windowMs: 3600_000 });

/**
 * Every row that names an owner or her household (a household of one: she is its last member), table by table:
 * what deleting her account must leave at zero.
 */
const ownerColumns: [string, PgTable, PgColumn, "user" | "household"][] = [
  ["users", users, users.id, "user"],
  ["households", households, households.id, "household"],
  ["helpers", helpers, helpers.householdId, "household"],
  ["sessions", sessions, sessions.userId, "user"],
  ["password_reset_tokens", passwordResetTokens, passwordResetTokens.userId, "user"],
  ["email_verifications", emailVerifications, emailVerifications.userId, "user"],
  ["favorites", favorites, favorites.userId, "user"],
  ["recipes (household)", recipes, recipes.householdId, "household"],
  ["recipes (made by)", recipes, recipes.createdBy, "user"],
  ["images (household)", images, images.householdId, "household"],
  ["images (made by)", images, images.createdBy, "user"],
  ["events", events, events.userId, "user"],
  ["subscription_changes", subscriptionChanges, subscriptionChanges.userId, "user"],
  ["shares", shares, shares.householdId, "household"],
  ["shares (sent by)", shares, shares.sentBy, "user"],
  ["menu_entries", menuEntries, menuEntries.householdId, "household"],
];

/** Decision 0063: her data is hers to take and to erase. */
describe("an owner's data: the export and the deletion", () => {
  let t: GuardedApp;
  let machboos: number;

  const rowsOf = async (user: { id: number; householdId: number }) =>
    Object.fromEntries(
      await Promise.all(
        ownerColumns.map(async ([name, table, column, by]) => {
          const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(column, by === "user" ? user.id : user.householdId));
          return [name, Number(row!.n)] as const;
        }),
      ),
    );

  const photo = (color: string) => sharp({ create: { width: 1400, height: 900, channels: 3, background: color } }).png().toBuffer();
  async function upload(client: Agent, bytes: Buffer) {
    const form = multipart({}, { name: "dish.png", type: "image/png", bytes });
    const stored = await client.post("/api/my-recipes/photo", form.payload, form.headers);
    expect(stored.statusCode, stored.body).toBe(201);
    return (stored.json() as { photoId: string }).photoId;
  }
  async function save(client: Agent, recipe: Record<string, unknown>) {
    const created = await client.post("/api/my-recipes", recipe);
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: number };
  }
  async function send(client: Agent, body: Record<string, unknown>) {
    const sent = await client.post("/api/shares", body);
    expect(sent.statusCode, sent.body).toBe(201);
    // Not handed to the guard: her page names its own address, which is the token.
    return (sent.json() as { url: string }).url.split("/h/")[1]!;
  }
  /** An owner with some of everything: helper, a recipe with its photo, a draft photo, a favourite, a menu, a link. */
  async function household(color: string, fields: Record<string, unknown> = {}) {
    const signed = await signedUpAgent(t.app, fields);
    const { client } = signed;
    expect((await client.post("/api/account/update-phone", helper)).statusCode).toBe(200);
    const photoId = await upload(client, await photo(color));
    const recipe = await save(client, { ...harees, photoId });
    await client.post("/api/favorites", { recipeId: machboos });
    await client.post("/api/analytics/recipe-click", { recipeId: machboos });
    const menu = await client.send("PUT", "/api/menu", { from: "2026-12-01", days: 1, entries: [{ date: "2026-12-01", slot: "lunch", recipeId: recipe.id, servings: 4 }] });
    expect(menu.statusCode, menu.body).toBe(200);
    const token = await send(client, { recipeId: machboos, note: "Use the blue pot, please", noteAsWritten: true });
    return { ...signed, photoId, recipe, token };
  }

  beforeAll(async () => {
    const base = testConfig().rateLimits;
    t = await guardedTestApp({
      config: { rateLimits: { ...base, signupPerIp: limit(100), exportPerUser: limit(3), passwordChangePerUser: limit(3), translatePerUser: limit(1000) } },
    });
    [{ id: machboos }] = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"))) as [{ id: number }];
  });
  afterAll(() => t.close());

  describe("the export", () => {
    it("is a zip of wasfa-export.json, in the documented shape with ISO dates, and her recipe's photo", async () => {
      const { client, owner, user, photoId, recipe, token } = await household("#b45309", { firstName: "Mariam", lastName: "Al Suwaidi" });
      // A reset link waiting in her mail: its token must not be in the file.
      await agent(t.app).post("/api/forgot-password", { email: owner.email });
      await t.guard.resetLink(owner.email);

      const response = await client.get("/api/account/export");
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers["content-type"]).toBe("application/zip");
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="wasfa-export-\d{4}-\d{2}-\d{2}\.zip"$/);
      expect(response.headers["cache-control"]).toBe("no-store");

      const files = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(files).sort()).toEqual([`photos/recipe-${recipe.id}.webp`, "wasfa-export.json"]);
      const json = strFromU8(files["wasfa-export.json"]!);
      const data = accountExportSchema.parse(JSON.parse(json));
      expect(data).toMatchObject({
        format: "wasfa-export",
        version: 1,
        account: { id: user.id, email: owner.email, firstName: "Mariam", lastName: "Al Suwaidi", emailVerifiedAt: null, isAdmin: false },
        subscription: { status: "trial", history: [{ status: "trial", source: "signup" }] },
        helper: { firstName: "Joy", whatsappNumber: "+971501234567", language: "fil" },
        helpers: [{ firstName: "Joy", whatsappNumber: "+971501234567", language: "fil", role: "other", shops: true, position: 0 }],
        recipes: [{ id: recipe.id, title: harees.title, ingredients: harees.ingredients, language: "en", photo: `photos/recipe-${recipe.id}.webp` }],
        menu: [{ day: "2026-12-01", meal: "lunch", recipeId: recipe.id, recipeTitle: harees.title, servings: 4 }],
        favorites: [{ recipeId: machboos, recipeTitle: "Chicken Machboos" }],
        sentLinks: [{ kind: "recipe", recipeId: machboos, recipeTitle: "Chicken Machboos", language: "fil", note: "Use the blue pot, please", status: "active" }],
      });
      expect(data.activity.map((event) => event.type).sort()).toEqual(["login", "recipe_click", "translation_share"]);
      expect(Date.parse(data.exportedAt)).toBeGreaterThan(Date.now() - 60_000);

      // The photo is the widest stored WebP, the same bytes the app shows.
      const shown = await client.get(`/api/images/${photoId}?w=1024`);
      expect(Buffer.from(files[`photos/recipe-${recipe.id}.webp`]!).equals(shown.rawPayload)).toBe(true);

      // No secret: the suite's guard (session ids, passwords, her reset token, argon2 hashes, secret keys and
      // their names), the link's token and its stored hash, and the stored password hash itself.
      t.guard.check("GET /api/account/export → wasfa-export.json", "application/json", json);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      for (const secret of [row!.passwordHash, token, sha256(token)]) expect(json).not.toContain(secret);
    });

    it("is refused to a visitor and from another site, and limited per owner (RATE_LIMIT_EXPORT_USER)", async () => {
      const { client } = await signedUpAgent(t.app);
      expect((await agent(t.app).get("/api/account/export")).statusCode).toBe(401);
      // A link on another site would download it to her own browser; refused anyway, and not counted.
      for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }] as Record<string, string>[]) {
        const crossSite = await client.get("/api/account/export", headers);
        expect(crossSite.statusCode).toBe(403);
        expect(crossSite.json()).toEqual({ message: "Requests from other sites are not allowed.", code: "FORBIDDEN" });
      }
      for (let i = 0; i < 3; i++) expect((await client.get("/api/account/export")).statusCode).toBe(200);
      const limited = await client.get("/api/account/export", { "accept-language": "ar" });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe("RATE_LIMITED");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    });
  });

  describe("the deletion", () => {
    it("changes nothing on a wrong password, says so in English and Arabic, and counts toward the password limit", async () => {
      const { client, owner, user, token } = await household("#15803d");
      const before = await rowsOf(user);

      const wrong = await client.post("/api/account/delete", { password: "Wrong999" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: "VALIDATION_ERROR",
        message: "That password is not correct. Nothing was deleted.",
        fieldErrors: { password: ["That password is not correct. Nothing was deleted."] },
      });
      const arabic = await client.post("/api/account/delete", { password: "Wrong999" }, { "accept-language": "ar" });
      expect(arabic.json().message).toBe("كلمة المرور غير صحيحة. لم يُحذف أي شيء.");
      const empty = await client.post("/api/account/delete", { password: "" });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors).toEqual({ password: ["Password is required"] });

      expect(await rowsOf(user)).toEqual(before);
      expect((await client.get("/api/account")).statusCode).toBe(200);
      expect((await agent(t.app).get(`/h/${token}`)).statusCode).toBe(200);

      // The third wrong guess uses up the budget change-password shares: the right password waits too.
      await client.post("/api/account/delete", { password: "Wrong999" });
      const limited = await client.post("/api/account/delete", { password: owner.password });
      expect(limited.statusCode).toBe(429);
      expect((await client.post("/api/account/change-password", { currentPassword: owner.password, newPassword: "Other123" })).statusCode).toBe(429);
      expect(await rowsOf(user)).toEqual(before);
    });

    it("deletes every row that is hers, her photos and her lines in the memory, signs her out, and keeps everyone else's", async () => {
      const her = await household("#1d4ed8");
      const other = await household("#7c3aed");
      // Another session of hers (a second phone), a reset link, a draft photo never saved with a recipe.
      const phone = agent(t.app);
      expect((await phone.post("/api/login", { username: her.owner.email, password: her.owner.password })).statusCode).toBe(200);
      await agent(t.app).post("/api/forgot-password", { email: her.owner.email });
      const draft = await upload(her.client, await photo("#be123c"));
      // A photo she uploaded that the other household uploaded too and shows in a recipe: each household has its
      // own copy (decision 0062), so hers goes and theirs stays.
      const sharedBytes = await photo("#0f766e");
      const sharedPhoto = await upload(her.client, sharedBytes);
      const theirCopy = await upload(other.client, sharedBytes);
      expect(theirCopy).not.toBe(sharedPhoto);
      await save(other.client, { ...harees, title: "Our harees", photoId: theirCopy });
      // Her recipe's lines in the translation memory; the other household has the same ingredient line.
      const remembered = (text: string, origin = "libretranslate") => ({ sourceHash: sha256(text), targetLanguage: "fil", sourceText: text, translatedText: `[fil] ${text}`, origin });
      await t.database.db.insert(translations).values([remembered(harees.title), remembered("Boil the lamb for 1 hour.")]).onConflictDoNothing();
      await t.database.db.insert(translations).values(remembered(`${harees.title} (mine only)`));
      await her.client.patch(`/api/my-recipes/${her.recipe.id}`, { title: `${harees.title} (mine only)` });
      await t.database.db.insert(paymentEvents).values({ id: `evt_kept_${her.user.id}`, type: "invoice.paid" });

      const others = await rowsOf(other.user);
      const hers = await rowsOf(her.user);
      expect(Object.entries(hers).filter(([, n]) => n === 0), "tables where she has nothing to delete").toEqual([]);
      expect(hers.sessions).toBe(2);

      const deleted = await her.client.post("/api/account/delete", { password: her.owner.password });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const cleared = deleted.cookies.find((cookie) => cookie.name === "wasfa_session");
      expect(cleared && (cleared.value === "" || (cleared.expires?.getTime() ?? Infinity) < Date.now())).toBe(true);

      expect(await rowsOf(her.user)).toEqual(Object.fromEntries(ownerColumns.map(([name]) => [name, 0])));
      expect(await rowsOf(other.user)).toEqual(others);
      expect((await her.client.get("/api/account")).statusCode).toBe(401);
      expect((await phone.get("/api/account")).statusCode).toBe(401);
      expect((await agent(t.app).post("/api/login", { username: her.owner.email, password: her.owner.password })).statusCode).toBe(401);

      // Her photos are gone; the other household's, its copy of the same file included, stay and still show.
      const stored = async (id: string) => (await t.database.db.select({ id: images.id }).from(images).where(eq(images.id, id))).length;
      for (const id of [her.photoId, draft, sharedPhoto]) expect(await stored(id), id).toBe(0);
      expect((await other.client.get(`/api/images/${theirCopy}?w=320`)).statusCode).toBe(200);
      expect((await other.client.get(`/api/images/${other.photoId}?w=320`)).statusCode).toBe(200);
      const guest = agent(t.app);

      // Her link says in her language that it is no longer shared (410); the other household's still opens.
      const gone = await guest.get(`/h/${her.token}`);
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toMatch(/<html[^>]*lang="fil"/);
      expect(gone.body).toContain(helperText("fil", "stoppedTitle"));
      expect(gone.body).not.toContain("Use the blue pot");
      expect((await guest.get(`/h/${other.token}`)).statusCode).toBe(200);
      expect(await t.database.db.select().from(erasedShares).where(eq(erasedShares.tokenHash, sha256(her.token)))).toEqual([
        { tokenHash: sha256(her.token), language: "fil", erasedAt: expect.any(Date) },
      ]);

      // Her own line leaves the memory; a line another recipe still has stays; payment events stay.
      const memory = await t.database.db
        .select({ sourceText: translations.sourceText })
        .from(translations)
        .where(or(...[`${harees.title} (mine only)`, "Boil the lamb for 1 hour."].map((text): SQL => eq(translations.sourceHash, sha256(text)))));
      expect(memory.map((row) => row.sourceText)).toEqual(["Boil the lamb for 1 hour."]);
      expect(await t.database.db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, `evt_kept_${her.user.id}`))).toHaveLength(1);

      // Her session is gone: a second request is a visitor's.
      expect((await her.client.post("/api/account/delete", { password: her.owner.password })).statusCode).toBe(401);
    });
  });
});

/** With Stripe configured, a deleted account's subscription ends at once; if Stripe cannot be reached, nothing goes. */
describe("deleting an account that pays through Stripe", () => {
  const adminEmail = "privacy-admin@example.com";
  let peer: Awaited<ReturnType<typeof startStripePeer>>;
  let t: TestApp;

  async function subscriber(app: TestApp) {
    const signed = await signedUpAgent(app.app);
    const sub = peer.subscription({ householdId: signed.user.householdId, customer: `cus_del_${signed.user.id}`, periodEnd: new Date(Date.now() + 20 * 86_400_000) });
    await setSubscription(app.database.db, signed.user.id, {
      subscriptionStatus: "active",
      stripeCustomerId: sub.customer,
      stripeSubscriptionId: sub.id,
      subscriptionEndsAt: new Date(Date.now() + 20 * 86_400_000),
    });
    return { ...signed, sub };
  }
  const exists = async (app: TestApp, id: number) => (await app.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  beforeAll(async () => {
    peer = await startStripePeer();
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]), stripe: { secretKey: "sk_test_privacy", webhookSecret: "whsec_privacy", apiUrl: peer.url } } });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("cancels her Stripe subscription immediately, whether she or an admin deletes the account", async () => {
    const her = await subscriber(t);
    expect((await her.client.post("/api/account/delete", { password: her.owner.password })).statusCode).toBe(204);
    expect(peer.requests.filter((request) => request.method === "DELETE" && request.path === `/v1/subscriptions/${her.sub.id}`)).toHaveLength(1);
    expect(her.sub.status).toBe("canceled");
    expect(await exists(t, her.user.id)).toBe(false);

    const admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    const another = await subscriber(t);
    expect((await admin.delete(`/api/admin/users/${another.user.id}`)).statusCode).toBe(204);
    expect(another.sub.status).toBe("canceled");
    expect(await exists(t, another.user.id)).toBe(false);
  });

  it("goes ahead when Stripe has already ended the subscription", async () => {
    const her = await subscriber(t);
    her.sub.status = "canceled";
    expect((await her.client.post("/api/account/delete", { password: her.owner.password })).statusCode).toBe(204);
    expect(await exists(t, her.user.id)).toBe(false);
  });

  it("deletes nothing and keeps her signed in when Stripe cannot be reached (502)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await buildTestApp({ config: { stripe: { secretKey: "sk_test_privacy", webhookSecret: "whsec_privacy", apiUrl: `http://127.0.0.1:${port}` } } });
    try {
      const her = await subscriber(offline);
      const refused = await her.client.post("/api/account/delete", { password: her.owner.password });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        code: "PAYMENT_PROVIDER_ERROR",
        message: "We could not stop the subscription with the payment provider, so nothing was deleted. Please try again in a few minutes.",
      });
      expect(await exists(offline, her.user.id)).toBe(true);
      expect((await her.client.get("/api/account")).statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });
});
