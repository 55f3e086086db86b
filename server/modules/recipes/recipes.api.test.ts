import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { RecipeCard } from "../../../common/recipe";
import { events, recipes } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { setSubscription } from "../../../test/helpers/households";

const adminEmail = "chef-admin@example.com";

describe("recipes", () => {
  let t: TestApp;
  let guest: Agent;
  let owner: Agent;
  let hiddenId: number;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    guest = agent(t.app);
    owner = (await signedUpAgent(t.app)).client;
    const [hidden] = await t.database.db
      .insert(recipes)
      .values({
        title: "Secret Saffron Test Dish",
        description: "Hidden from the public",
        cuisineType: "Khaleeji",
        category: "main",
        difficulty: "Easy",
        prepTime: 5,
        cookTime: 5,
        servings: 2,
        ingredients: ["1 cup rice"],
        instructions: ["Cook it."],
        hidden: true,
        quick: true,
        featured: true,
      })
      .returning({ id: recipes.id });
    hiddenId = hidden!.id;
  });
  afterAll(() => t.close());

  it("lists every visible recipe with only what a card needs, newest first", async () => {
    const response = await guest.get("/api/recipes");
    expect(response.statusCode).toBe(200);
    const list: RecipeCard[] = response.json();
    expect(list.length).toBeGreaterThanOrEqual(44);
    expect(list.some((r) => r.id === hiddenId)).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["id", "title", "description", "cuisineType", "category", "difficulty", "prepTime", "cookTime", "servings", "imageUrl", "featured", "quick", "createdAt"].sort(),
    );
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows each catalogue recipe's own picture, and draws the cuisine's artwork as SVG for a recipe without one", async () => {
    const cards: RecipeCard[] = (await guest.get("/api/recipes")).json();
    expect(cards.every((card) => /^\/api\/images\/[0-9a-f-]{36}$/.test(card.imageUrl))).toBe(true);
    const [bare] = await t.database.db
      .insert(recipes)
      .values({ title: "Plain Test Soup", description: "No picture yet", cuisineType: "Turkish", category: "starter", difficulty: "Easy", prepTime: 5, cookTime: 5, servings: 2, ingredients: ["water"], instructions: ["Boil."] })
      .returning({ id: recipes.id });
    t.app.catalogCache.clear();
    try {
      const card = ((await guest.get("/api/recipes")).json() as RecipeCard[]).find((r) => r.id === bare!.id)!;
      expect(card.imageUrl).toMatch(/^\/art\/turkish\/starter\/\d+\.svg$/);
      const art = await guest.get(card.imageUrl);
      expect(art.statusCode).toBe(200);
      expect(art.headers["content-type"]).toContain("image/svg+xml");
      expect(art.headers["cache-control"]).toContain("immutable");
      expect(art.body).toContain("<svg");
    } finally {
      await t.database.db.delete(recipes).where(eq(recipes.id, bare!.id));
      t.app.catalogCache.clear();
    }
    expect((await guest.get("/art/martian/main/1.svg")).statusCode).toBe(404);
    expect((await guest.get("/art/khaleeji/main/../../etc.svg")).statusCode).toBe(404);
  });

  it("puts featured recipes first in Popular, then the most clicked", async () => {
    const all: RecipeCard[] = (await guest.get("/api/recipes")).json();
    const plain = all.find((r) => !r.featured)!;
    await t.database.db.insert(events).values(Array.from({ length: 5 }, () => ({ type: "recipe_click", recipeId: plain.id })));
    const popular: RecipeCard[] = (await guest.get("/api/recipes/popular")).json();
    const featuredCount = all.filter((r) => r.featured).length;
    expect(popular).toHaveLength(8);
    expect(popular.slice(0, Math.min(featuredCount, 8)).every((r) => r.featured)).toBe(true);
    if (featuredCount < 8) expect(popular[featuredCount]!.id).toBe(plain.id);
    expect(popular.some((r) => r.id === hiddenId)).toBe(false);
  });

  it("lists quick recipes, quickest first, each ready within 30 minutes", async () => {
    const quick: RecipeCard[] = (await guest.get("/api/recipes/quick")).json();
    expect(quick.length).toBeGreaterThan(0);
    const totals = quick.map((r) => r.prepTime + r.cookTime);
    expect(totals.every((total) => total <= 30)).toBe(true);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  describe("detail", () => {
    it("asks a visitor to log in", async () => {
      const response = await guest.get("/api/recipes/1");
      expect(response.statusCode).toBe(401);
    });

    it("opens for an owner in the free month, with ingredients and instructions", async () => {
      const [card] = (await guest.get("/api/recipes")).json() as RecipeCard[];
      const response = await owner.get(`/api/recipes/${card!.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().ingredients.length).toBeGreaterThan(0);
      expect(response.json().instructions.length).toBeGreaterThan(0);
    });

    it("is refused with SUBSCRIPTION_REQUIRED once the trial is over or the subscription canceled", async () => {
      const { client, user } = await signedUpAgent(t.app);
      await setSubscription(t.database.db, user.id, { trialEndsAt: new Date(Date.now() - 1000) });
      const expired = await client.get("/api/recipes/1");
      expect(expired.statusCode).toBe(403);
      expect(expired.json().code).toBe("SUBSCRIPTION_REQUIRED");

      await setSubscription(t.database.db, user.id, { subscriptionStatus: "canceled" });
      expect((await client.get("/api/recipes/1")).json().code).toBe("SUBSCRIPTION_REQUIRED");
    });

    it("answers 404 for an unknown or hidden recipe, and 400 for an id that is not a number", async () => {
      expect((await owner.get("/api/recipes/999999")).statusCode).toBe(404);
      expect((await owner.get(`/api/recipes/${hiddenId}`)).statusCode).toBe(404);
      expect((await owner.get("/api/recipes/abc")).statusCode).toBe(400);
      expect((await owner.get("/api/recipes/1e3")).statusCode).toBe(400);
    });

    it("shows a hidden recipe to an admin", async () => {
      const { client } = await signedUpAgent(t.app, { email: adminEmail });
      const response = await client.get(`/api/recipes/${hiddenId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().hidden).toBe(true);
    });
  });

  describe("favourites", () => {
    it("adds a favourite once, lists it, and removes it", async () => {
      const { client } = await signedUpAgent(t.app);
      const [card] = (await guest.get("/api/recipes")).json() as RecipeCard[];
      expect((await client.post("/api/favorites", { recipeId: card!.id })).statusCode).toBe(201);
      expect((await client.post("/api/favorites", { recipeId: card!.id })).statusCode).toBe(201);
      expect((await client.get("/api/favorites")).json()).toEqual({ [card!.id]: true });
      expect(((await client.get("/api/favorites/recipes")).json() as RecipeCard[]).map((r) => r.id)).toEqual([card!.id]);
      expect((await client.delete(`/api/favorites/${card!.id}`)).statusCode).toBe(204);
      expect((await client.get("/api/favorites")).json()).toEqual({});
    });

    it("keeps each owner's favourites to themselves", async () => {
      const { client: first } = await signedUpAgent(t.app);
      const { client: second } = await signedUpAgent(t.app);
      const [card] = (await guest.get("/api/recipes")).json() as RecipeCard[];
      await first.post("/api/favorites", { recipeId: card!.id });
      expect((await second.get("/api/favorites")).json()).toEqual({});
      await second.delete(`/api/favorites/${card!.id}`);
      expect((await first.get("/api/favorites")).json()).toEqual({ [card!.id]: true });
    });

    it("refuses visitors, unknown and hidden recipes", async () => {
      expect((await guest.get("/api/favorites")).statusCode).toBe(401);
      expect((await guest.post("/api/favorites", { recipeId: 1 })).statusCode).toBe(401);
      expect((await owner.post("/api/favorites", { recipeId: 999999 })).statusCode).toBe(404);
      expect((await owner.post("/api/favorites", { recipeId: hiddenId })).statusCode).toBe(404);
      expect((await owner.post("/api/favorites", { recipeId: "x" })).statusCode).toBe(400);
    });
  });

  describe("click tracking", () => {
    it("records a signed-in owner's click and refuses a visitor's", async () => {
      const [card] = (await guest.get("/api/recipes")).json() as RecipeCard[];
      const count = async () =>
        (await t.database.db.select({ n: sql<number>`cast(count(*) as int)` }).from(events).where(eq(events.recipeId, card!.id)))[0]!.n;
      const before = await count();
      expect((await owner.post("/api/analytics/recipe-click", { recipeId: card!.id })).statusCode).toBe(204);
      expect(await count()).toBe(before + 1);
      expect((await guest.post("/api/analytics/recipe-click", { recipeId: card!.id })).statusCode).toBe(401);
      expect((await owner.post("/api/analytics/recipe-click", { recipeId: 999999 })).statusCode).toBe(404);
    });
  });
});
