import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuMaxDishesPerSlot } from "../../../common/menu";
import { menuEntries, recipes } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { harees } from "../../../test/helpers/household-recipe";

type Menu = { from: string; days: number; entries: { id: number; date: string; slot: string; recipeId: number; servings: number; recipe: { id: number; title: string } }[] };

/** Decision 0054: the household's plan, the owner's alone. */
describe("the household's plan", () => {
  let t: TestApp;
  let owner: Agent;
  let other: Agent;
  let machboos: number;
  let dal: number;
  let hidden: number;
  let othersRecipe: number;

  const put = (client: Agent, body: unknown, headers?: Record<string, string>) => client.send("PUT", "/api/menu", body, headers);
  const entry = (date: string, slot: string, recipeId: number, servings = 4) => ({ date, slot, recipeId, servings });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await signedUpAgent(t.app)).client;
    other = (await signedUpAgent(t.app)).client;
    const idOf = async (slug: string) => (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)))[0]!.id;
    machboos = await idOf("chicken-machboos");
    dal = await idOf("dal-tadka");
    hidden = await idOf("luqaimat");
    await t.database.db.update(recipes).set({ hidden: true }).where(eq(recipes.id, hidden));
    const created = await other.post("/api/my-recipes", harees);
    expect(created.statusCode, created.body).toBe(201);
    othersRecipe = (created.json() as { id: number }).id;
  });
  afterAll(() => t.close());

  it("answers an empty week for an owner who planned nothing", async () => {
    const response = await owner.get("/api/menu?from=2026-12-07&days=7");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ from: "2026-12-07", days: 7, entries: [] });
  });

  it("saves a week and answers it by day, slot and order, each dish with its card in the asked language", async () => {
    const response = await put(owner, {
      from: "2026-12-07",
      days: 7,
      entries: [entry("2026-12-08", "dinner", dal, 4), entry("2026-12-07", "lunch", machboos, 6), entry("2026-12-07", "breakfast", dal, 2), entry("2026-12-07", "lunch", dal, 3)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const menu = response.json() as Menu;
    expect(menu.entries.map((e) => [e.date, e.slot, e.recipeId, e.servings])).toEqual([
      ["2026-12-07", "breakfast", dal, 2],
      ["2026-12-07", "lunch", machboos, 6],
      ["2026-12-07", "lunch", dal, 3],
      ["2026-12-08", "dinner", dal, 4],
    ]);
    expect(menu.entries[1]!.recipe.title).toBe("Chicken Machboos");
    const arabic = (await owner.get("/api/menu?from=2026-12-07&days=7&lang=ar")).json() as Menu;
    expect(arabic.entries.map((e) => e.id)).toEqual(menu.entries.map((e) => e.id));
    expect(arabic.entries[1]!.recipe.title).not.toBe("Chicken Machboos");
    expect(arabic.entries[1]!.recipe.title).toMatch(/\p{Script=Arabic}/u);
  });

  it("replaces only the days of the range: a PUT of one day leaves the others as they were", async () => {
    const response = await put(owner, { from: "2026-12-07", days: 1, entries: [entry("2026-12-07", "dinner", machboos, 8)] });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Menu).entries.map((e) => [e.date, e.slot, e.servings])).toEqual([["2026-12-07", "dinner", 8]]);
    const week = (await owner.get("/api/menu?from=2026-12-07&days=7")).json() as Menu;
    expect(week.entries.map((e) => [e.date, e.slot])).toEqual([
      ["2026-12-07", "dinner"],
      ["2026-12-08", "dinner"],
    ]);
    const cleared = await put(owner, { from: "2026-12-08", days: 1, entries: [] });
    expect((cleared.json() as Menu).entries).toEqual([]);
    expect(((await owner.get("/api/menu?from=2026-12-07&days=7")).json() as Menu).entries).toHaveLength(1);
  });

  it("refuses a bad date, an entry outside the range, too many dishes in a slot, and bad servings, with a message in the request's language", async () => {
    const bad = [
      { from: "2026-02-30", days: 1, entries: [] },
      // Not a date at all, with entries the range check would read (it must not throw on them: a 500).
      { from: "", days: 1, entries: [entry("2026-12-07", "lunch", dal)] },
      { from: "x".repeat(300), days: 7, entries: [entry("", "lunch", dal)] },
      { from: "2026-12-07", days: 1, entries: [null] },
      { from: "2026-12-07", days: 15, entries: [] },
      // Whole numbers far out of range: the range check must not read a date a billion days away (a 500).
      { from: "2026-12-07", days: 1e9, entries: [entry("2026-12-07", "lunch", dal)] },
      { from: "2026-12-07", days: -1e9, entries: [] },
      { from: "2026-12-07", days: 1e300, entries: [] },
      { from: "2026-12-07", days: 1, entries: [entry("2026-12-08", "lunch", dal)] },
      { from: "2026-12-07", days: 1, entries: [entry("2026-12-07", "brunch", dal)] },
      { from: "2026-12-07", days: 1, entries: [entry("2026-12-07", "lunch", dal, 0)] },
      { from: "2026-12-07", days: 1, entries: Array.from({ length: menuMaxDishesPerSlot + 1 }, () => entry("2026-12-07", "lunch", dal)) },
    ];
    for (const body of bad) {
      const response = await put(owner, body, { "accept-language": "ar" });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
      expect(response.json().message).toMatch(/\p{Script=Arabic}/u);
    }
    expect((await owner.get("/api/menu?from=2026-13-01")).statusCode).toBe(400);
    expect((await owner.get("/api/menu?from=")).statusCode).toBe(400);
    expect((await owner.get("/api/menu/shopping-list?from=")).statusCode).toBe(400);
    expect((await owner.get("/api/menu?from=2026-12-07&days=0")).statusCode).toBe(400);
    expect(((await owner.get("/api/menu?from=2026-12-07&days=7")).json() as Menu).entries).toHaveLength(1);
  });

  it("refuses another household's recipe, a hidden one and a missing one with 404, saving nothing of the PUT", async () => {
    for (const recipeId of [othersRecipe, hidden, 99_999_999]) {
      const response = await put(owner, { from: "2026-12-07", days: 1, entries: [entry("2026-12-07", "lunch", machboos), entry("2026-12-07", "dinner", recipeId)] });
      expect(response.statusCode, String(recipeId)).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "We could not find that recipe." });
      expect(Object.keys(response.json().fieldErrors)).toEqual(["entries.1.recipeId"]);
    }
    const week = (await owner.get("/api/menu?from=2026-12-07&days=7")).json() as Menu;
    expect(week.entries.map((e) => [e.slot, e.recipeId])).toEqual([["dinner", machboos]]);
  });

  it("plans the owner's own household recipe, which no other owner's plan can hold", async () => {
    const response = await put(other, { from: "2026-12-07", days: 1, entries: [entry("2026-12-07", "lunch", othersRecipe, 6)] });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Menu).entries[0]!.recipe).toMatchObject({ id: othersRecipe, title: harees.title, mine: true });
  });

  it("shows one household never another's plan", async () => {
    const mine = (await owner.get("/api/menu?from=2026-12-07&days=7")).json() as Menu;
    const theirs = (await other.get("/api/menu?from=2026-12-07&days=7")).json() as Menu;
    expect(mine.entries.map((e) => e.recipeId)).toEqual([machboos]);
    expect(theirs.entries.map((e) => e.recipeId)).toEqual([othersRecipe]);
    const rows = await t.database.db.select().from(menuEntries);
    expect(new Set(rows.map((row) => row.householdId)).size).toBe(2);
  });

  it("asks a visitor to log in on every menu route, whatever the body", async () => {
    const guest = agent(t.app);
    expect((await guest.get("/api/menu?from=2026-12-07")).statusCode).toBe(401);
    expect((await guest.send("PUT", "/api/menu", { nonsense: true })).statusCode).toBe(401);
    expect((await guest.get("/api/menu/shopping-list?from=2026-12-07")).statusCode).toBe(401);
    expect((await guest.post("/api/menu/send", { from: "2026-12-07" })).statusCode).toBe(401);
  });
});
