import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { events, recipes, subscriptionChanges, users } from "../../db/schema";
import { signedUpAgent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { insertUser, setFirstHelper } from "../../../test/helpers/households";
import { analytics, shareStats, topRecipes } from "./stats";

const now = new Date("2026-06-20T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("admin statistics from a scripted history", () => {
  let t: TestApp;
  let khaleeji: number;
  let indian: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const all = await db.select({ id: recipes.id, slug: recipes.slug }).from(recipes).where(inArray(recipes.slug, ["chicken-machboos", "dal-tadka"]));
    khaleeji = all.find((r) => r.slug === "chicken-machboos")!.id;
    indian = all.find((r) => r.slug === "dal-tadka")!.id;

    // Each in a household of her own, as old as she is; d's helper reads Filipino.
    const person = async (name: string, createdAt: string) =>
      (await insertUser(db, { username: `${name}@example.com`, email: `${name}@example.com`, passwordHash: "x", createdAt: at(createdAt) })).user;
    const [a, b, c, d] = [await person("a", "2026-01-10"), await person("b", "2026-03-15"), await person("c", "2026-05-02"), await person("d", "2026-06-10")];
    await setFirstHelper(db, d!.id, { language: "fil" });
    await db.insert(subscriptionChanges).values([
      { userId: a!.id, status: "trial", trialEndsAt: at("2026-02-09"), source: "signup", createdAt: at("2026-01-10") },
      { userId: a!.id, status: "active", trialEndsAt: at("2026-02-09"), subscriptionEndsAt: at("2026-12-31"), source: "checkout", createdAt: at("2026-02-05") },
      { userId: b!.id, status: "trial", trialEndsAt: at("2026-04-14"), source: "signup", createdAt: at("2026-03-15") },
      { userId: c!.id, status: "trial", trialEndsAt: at("2026-06-01"), source: "signup", createdAt: at("2026-05-02") },
      { userId: c!.id, status: "canceling", trialEndsAt: at("2026-06-01"), subscriptionEndsAt: at("2026-06-01"), source: "cancel", createdAt: at("2026-05-20") },
      { userId: d!.id, status: "trial", trialEndsAt: at("2026-07-10"), source: "signup", createdAt: at("2026-06-10") },
    ]);
    // Household recipes (decision 0051): two of b's, one of c's; b's most clicked and sent of all. The admin
    // sees only how many there are, never which: they are in no ranking, cuisine or distribution below.
    const household = (householdId: number, title: string) => ({
      title,
      description: "",
      cuisineType: "Khaleeji",
      difficulty: "Easy",
      prepTime: 5,
      cookTime: 5,
      servings: 4,
      ingredients: ["1 cup rice"],
      instructions: ["Cook."],
      householdId,
    });
    const [secret] = await db
      .insert(recipes)
      .values([household(b!.householdId, "Grandmother's Harees"), household(b!.householdId, "Family Machboos"), household(c!.householdId, "Our Biryani")])
      .returning({ id: recipes.id });
    const privateEvents = Array.from({ length: 5 }, () => ({ type: "recipe_click", createdAt: at("2026-04-01"), userId: b!.id, recipeId: secret!.id }));
    privateEvents.push(...Array.from({ length: 3 }, () => ({ type: "translation_share", createdAt: at("2026-04-01"), userId: b!.id, recipeId: secret!.id })));
    await db.insert(events).values(privateEvents);
    const event = (type: string, createdAt: string, extra: Partial<typeof events.$inferInsert> = {}) => ({ type, createdAt: at(createdAt), userId: a!.id, ...extra });
    await db.insert(events).values([
      event("recipe_click", "2026-06-19", { recipeId: khaleeji }),
      event("recipe_click", "2026-06-18", { recipeId: khaleeji }),
      event("recipe_click", "2026-06-01", { recipeId: khaleeji }),
      event("recipe_click", "2026-06-19", { recipeId: indian }),
      event("recipe_click", "2026-06-19", { recipeId: 999_999 }),
      event("recipe_click", "2026-06-19", { recipeId: 999_999 }),
      event("translation_share", "2026-06-19", { recipeId: indian, language: "fil" }),
      event("translation_share", "2026-05-30", { recipeId: indian, language: "fil" }),
      event("share", "2026-06-02", { platform: "whatsapp" }),
      event("share", "2026-05-02", { platform: "whatsapp" }),
      event("share", "2026-06-03", { platform: "instagram" }),
      event("share", "2026-06-04", { platform: "twitter" }),
      event("share", "2026-06-05", { platform: "copy" }),
      event("login", "2026-06-19"),
      event("login", "2026-06-18"),
      event("login", "2026-06-15"),
      event("login", "2026-06-14"),
      event("login", "2026-06-01"),
    ]);
  });
  afterAll(() => t.close());

  it("counts this month's page shares per platform, copied links included, their total, and this month's translation shares", async () => {
    expect(await shareStats(t.database.db, now)).toEqual({
      platformStats: { whatsapp: 1, instagram: 1, facebook: 0, twitter: 1, copy: 1 },
      totalShares: 4,
      // The household's three sends were in April; one of the owner's two in May.
      translationShares: 1,
    });
  });

  it("ranks the most clicked and most sent recipes, deleted ones without a title", async () => {
    const top = await topRecipes(t.database.db);
    expect(top.topClickedRecipes).toEqual([
      { recipeId: khaleeji, count: 3, title: "Chicken Machboos", cuisineType: "Khaleeji" },
      { recipeId: 999_999, count: 2, title: null, cuisineType: null },
      { recipeId: indian, count: 1, title: "Dal Tadka", cuisineType: "Indian" },
    ]);
    expect(top.topTranslatedRecipes).toEqual([{ recipeId: indian, count: 2, title: "Dal Tadka", cuisineType: "Indian" }]);
  });

  it("gives averages per user, groups by language and cuisine, and counts month-end subscriptions from history", async () => {
    const result = await analytics(t.database.db, now);
    expect(result.totals).toEqual({ recipes: 44, featured: 8, users: 4, householdRecipes: 3, householdsWithRecipes: 2 });
    expect(result.usersByLanguage).toEqual([
      { language: null, count: 3 },
      { language: "fil", count: 1 },
    ]);
    expect(result.clicksByCuisine).toEqual([
      { cuisine: "Khaleeji", count: 3 },
      { cuisine: null, count: 2 },
      { cuisine: "Indian", count: 1 },
    ]);
    expect(result.translationsByCuisine).toEqual([{ cuisine: "Indian", count: 2 }]);
    // Last 7 days: 4 logins, 1 send, 5 clicks, over 4 users. Last 30: 5 logins, 2 sends, 6 clicks.
    expect(result.weeklyStats).toEqual({ userActivity: 1, translationShares: 0.25, recipeClicks: 1.25 });
    expect(result.monthlyStats).toEqual({ userActivity: 1.25, translationShares: 0.5, recipeClicks: 1.5 });
    expect(result.recipeDistribution.total).toBe(44);
    expect(result.recipeDistribution.byCuisine.find((row) => row.cuisine === "Khaleeji")?.count).toBe(4);
    expect(result.recipeDistribution.byCategory.reduce((sum, row) => sum + row.count, 0)).toBe(44);
    expect(result.subscriptionMonths).toEqual([
      { month: "2026-01", active: 0, trial: 1, canceled: 0, inactive: 0 },
      { month: "2026-02", active: 1, trial: 0, canceled: 0, inactive: 0 },
      { month: "2026-03", active: 1, trial: 1, canceled: 0, inactive: 0 },
      { month: "2026-04", active: 1, trial: 0, canceled: 0, inactive: 1 },
      { month: "2026-05", active: 1, trial: 0, canceled: 1, inactive: 1 },
      { month: "2026-06", active: 1, trial: 1, canceled: 1, inactive: 1 },
    ]);
  });

  it("serves the same figures to an admin over HTTP", async () => {
    const { client } = await signedUpAgent(t.app, { email: "stats-admin@example.com" });
    await t.database.db.update(users).set({ isAdmin: true });
    for (const url of ["/api/admin/analytics", "/api/admin/top-recipes", "/api/admin/share-stats"]) {
      expect((await client.get(url)).statusCode, url).toBe(200);
    }
  });
});

describe("statistics nobody can skew on their own (issue 13.10)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimits: { ...testConfig().rateLimits, shareTrackPerSubject: { max: 5, windowMs: 3600_000 } } } });
  });
  afterAll(() => t.close());

  const shares = async () => (await shareStats(t.database.db, new Date())).platformStats.whatsapp;
  const clicksOn = async (recipeId: number) =>
    (await topRecipes(t.database.db)).topClickedRecipes.find((row) => row.recipeId === recipeId)?.count ?? 0;

  it("counts a visitor's shares up to a few an hour per address, answering every one alike", async () => {
    const before = await shares();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ method: "POST", url: "/api/track/share", payload: { platform: "whatsapp" }, remoteAddress: "203.0.113.77", headers: { origin: "http://localhost:5000" } }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([204]));
    expect((await shares()) - before).toBe(5);
    // Another visitor still counts.
    await t.app.inject({ method: "POST", url: "/api/track/share", payload: { platform: "whatsapp" }, remoteAddress: "203.0.113.78", headers: { origin: "http://localhost:5000" } });
    expect((await shares()) - before).toBe(6);
  });

  it("counts one click per owner, recipe and hour, however often the card is tapped", async () => {
    const { client } = await signedUpAgent(t.app);
    const { client: other } = await signedUpAgent(t.app);
    for (let i = 0; i < 20; i++) expect((await client.post("/api/analytics/recipe-click", { recipeId: 3 })).statusCode).toBe(204);
    expect(await clicksOn(3)).toBe(1);
    await other.post("/api/analytics/recipe-click", { recipeId: 3 });
    await client.post("/api/analytics/recipe-click", { recipeId: 4 });
    expect(await clicksOn(3)).toBe(2);
    expect(await clicksOn(4)).toBe(1);
    // An hour later the same owner's click counts again.
    await t.database.db.update(events).set({ createdAt: new Date(Date.now() - 3_700_000) });
    await client.post("/api/analytics/recipe-click", { recipeId: 3 });
    expect(await clicksOn(3)).toBe(3);
  });
});
