import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuMaxDishesPerSlot } from "../../../common/menu";
import { recipes } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { setSubscription } from "../../../test/helpers/households";

type Entry = { id: number; date: string; slot: string; recipeId: number; servings: number; recipe: { id: number; title: string } };
type Menu = { from: string; days: number; entries: Entry[] };

/** Decision 0071: "Add to menu" from a recipe card or page adds one dish, leaving the rest of the plan as it is. */
describe("adding one dish to the plan", () => {
  let t: TestApp;
  let owner: Agent;
  let ownerId: number;
  let other: Agent;
  let machboos: number;
  let dal: number;
  let hidden: number;
  let othersRecipe: number;

  const add = (client: Agent, body: unknown, headers?: Record<string, string>) => client.send("POST", "/api/menu/entries", body, headers);
  const week = async (client: Agent, from = "2026-12-14") => ((await client.get(`/api/menu?from=${from}&days=7`)).json() as Menu).entries;

  beforeAll(async () => {
    t = await buildTestApp();
    const signed = await signedUpAgent(t.app);
    owner = signed.client;
    ownerId = signed.user.id;
    other = (await signedUpAgent(t.app)).client;
    const idOf = async (slug: string) => (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)))[0]!.id;
    machboos = await idOf("chicken-machboos");
    dal = await idOf("dal-tadka");
    hidden = await idOf("luqaimat");
    await t.database.db.update(recipes).set({ hidden: true }).where(eq(recipes.id, hidden));
    const created = await other.post("/api/my-recipes", {
      title: "Grandmother's Harees",
      cuisineType: "Khaleeji",
      prepTime: 20,
      cookTime: 180,
      servings: 6,
      ingredients: ["2 cups wheat", "1 kg lamb"],
      instructions: ["Boil the lamb.", "Add the wheat."],
    });
    expect(created.statusCode, created.body).toBe(201);
    othersRecipe = (created.json() as { id: number }).id;
  });
  afterAll(() => t.close());

  it("adds a dish at the recipe's own servings and answers it with its card in the request's language", async () => {
    const response = await add(owner, { date: "2026-12-14", slot: "lunch", recipeId: machboos }, { "accept-language": "ar" });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as Entry;
    const [recipe] = await t.database.db.select({ servings: recipes.servings }).from(recipes).where(eq(recipes.id, machboos));
    expect(entry).toMatchObject({ date: "2026-12-14", slot: "lunch", recipeId: machboos, servings: recipe!.servings });
    expect(entry.recipe.title).toMatch(/\p{Script=Arabic}/u);
    expect((await week(owner)).map((e) => [e.id, e.date, e.slot, e.recipeId])).toEqual([[entry.id, "2026-12-14", "lunch", machboos]]);
  });

  it("adds at the end of the meal and leaves every other dish of the plan where it was", async () => {
    const saved = await owner.send("PUT", "/api/menu", {
      from: "2026-12-14",
      days: 7,
      entries: [
        { date: "2026-12-14", slot: "lunch", recipeId: machboos, servings: 6 },
        { date: "2026-12-14", slot: "lunch", recipeId: dal, servings: 2 },
        { date: "2026-12-16", slot: "dinner", recipeId: machboos, servings: 3 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await week(owner);
    expect((await add(owner, { date: "2026-12-14", slot: "lunch", recipeId: machboos, servings: 9 })).statusCode).toBe(201);
    const after = await week(owner);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after.map((e) => [e.date, e.slot, e.recipeId, e.servings])).toEqual([
      ["2026-12-14", "lunch", machboos, 6],
      ["2026-12-14", "lunch", dal, 2],
      ["2026-12-14", "lunch", machboos, 9],
      ["2026-12-16", "dinner", machboos, 3],
    ]);
  });

  it("keeps both of two dishes added at the same moment, as from two tabs", async () => {
    const answers = await Promise.all([
      add(owner, { date: "2026-12-18", slot: "dinner", recipeId: machboos }),
      add(owner, { date: "2026-12-18", slot: "dinner", recipeId: dal }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const dinner = (await week(owner)).filter((e) => e.date === "2026-12-18");
    expect(dinner.map((e) => e.recipeId).sort()).toEqual([machboos, dal].sort());
  });

  it("refuses a dish for a meal already full, saying so in the request's language, and adds nothing", async () => {
    const from = "2026-12-21";
    const full = Array.from({ length: menuMaxDishesPerSlot }, () => ({ date: from, slot: "breakfast", recipeId: dal, servings: 2 }));
    expect((await owner.send("PUT", "/api/menu", { from, days: 1, entries: full })).statusCode).toBe(200);
    const response = await add(owner, { date: from, slot: "breakfast", recipeId: machboos }, { "accept-language": "ar" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(response.json().message).toMatch(/\p{Script=Arabic}/u);
    expect(response.json().fieldErrors.slot).toEqual([response.json().message]);
    expect((await week(owner, from)).filter((e) => e.date === from)).toHaveLength(menuMaxDishesPerSlot);
  });

  it("refuses another household's recipe, a hidden one and a missing one with 404, adding nothing", async () => {
    const before = await week(owner);
    for (const recipeId of [othersRecipe, hidden, 2_000_000_000]) {
      const response = await add(owner, { date: "2026-12-15", slot: "lunch", recipeId });
      expect(response.statusCode, String(recipeId)).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "We could not find that recipe.", fieldErrors: { recipeId: ["We could not find that recipe."] } });
    }
    expect(await week(owner)).toEqual(before);
  });

  it("plans the owner's own household recipe", async () => {
    const response = await add(other, { date: "2026-12-15", slot: "other", recipeId: othersRecipe });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Entry).recipe).toMatchObject({ id: othersRecipe, title: "Grandmother's Harees" });
  });

  it("refuses a bad date, slot, recipe id or servings with a 400, adding nothing", async () => {
    const before = await week(owner);
    const bad = [
      {},
      { date: "2026-02-30", slot: "lunch", recipeId: dal },
      { date: "", slot: "lunch", recipeId: dal },
      { date: "2026-12-15", slot: "brunch", recipeId: dal },
      { date: "2026-12-15", slot: "lunch", recipeId: "dal" },
      { date: "2026-12-15", slot: "lunch", recipeId: -1 },
      { date: "2026-12-15", slot: "lunch", recipeId: dal, servings: 0 },
      { date: "2026-12-15", slot: "lunch", recipeId: dal, servings: 101 },
    ];
    for (const body of bad) {
      const response = await add(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    expect(await week(owner)).toEqual(before);
  });

  it("lets an owner whose subscription has ended plan (nothing she saved is taken away), as the whole-plan save does", async () => {
    await setSubscription(t.database.db, ownerId, { subscriptionStatus: "canceled" });
    const response = await add(owner, { date: "2026-12-19", slot: "lunch", recipeId: dal });
    expect(response.statusCode, response.body).toBe(201);
    await setSubscription(t.database.db, ownerId, { subscriptionStatus: "trial" });
  });

  it("asks a visitor to log in before reading the body", async () => {
    expect((await add(agent(t.app), { nonsense: true })).statusCode).toBe(401);
  });
});
