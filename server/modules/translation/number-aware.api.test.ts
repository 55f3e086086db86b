import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { keepsNumbers } from "../../../common/kitchen/number-guard";
import { recipes, translations } from "../../db/schema";
import { signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { readCatalog } from "../recipes/catalog";
import { fillTemplateHashes, recall } from "../translation-memory/memory";

/** Every whole number of a line one higher: "2 tbsp oil" → "3 tbsp oil" (fractions and text stay). */
const renumbered = (line: string) => line.replace(/\b\d+\b/g, (n) => String(Number(n) + 1));

/** Decision 0047: lines that differ from known ones only in their numbers are translated from the memory. */
describe("number-aware translation memory", () => {
  let t: TestApp;
  let owner: Agent;
  const machboos = readCatalog().find((recipe) => recipe.slug === "chicken-machboos")!;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await signedUpAgent(t.app)).client;
  });
  afterAll(() => t.close());

  it("finds the translation of a line with other numbers, and writes the new numbers into it", async () => {
    const known = await recall(t.database.db, [machboos.ingredients[0]!, renumbered(machboos.ingredients[0]!)], "hi");
    const original = known.get(machboos.ingredients[0]!)!;
    const moved = known.get(renumbered(machboos.ingredients[0]!))!;
    expect(moved).toBeDefined();
    expect(moved).not.toBe(original);
    expect(keepsNumbers(renumbered(machboos.ingredients[0]!), moved)).toBe(true);
  });

  it("sends a new recipe whose lines differ from a bundled one only in numbers fully translated, with no provider at all", async () => {
    const lines = { ingredients: machboos.ingredients.map(renumbered), instructions: machboos.instructions.map(renumbered) };
    const changed = [...lines.ingredients, ...lines.instructions].filter((line, i) => line !== [...machboos.ingredients, ...machboos.instructions][i]);
    expect(changed.length).toBeGreaterThan(5);
    const [row] = await t.database.db
      .insert(recipes)
      .values({ title: "Family Machboos for 8", description: machboos.description, cuisineType: "Khaleeji", difficulty: "Medium", prepTime: 20, cookTime: 80, servings: 8, ...lines })
      .returning({ id: recipes.id });
    // The title is new: only it is missing, so the send says exactly that without a provider...
    const missing = await owner.post("/api/translate/recipe", { recipeId: row!.id, targetLanguage: "ur" });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: "TRANSLATION_MISSING", message: "This recipe is not translated into Urdu yet. You can send it in English instead." });

    // ...and with the family's own title in the memory (an admin's edit), the whole recipe goes out in Urdu.
    await t.database.db.update(recipes).set({ title: machboos.title }).where(eq(recipes.id, row!.id));
    const sent = await owner.post("/api/translate/recipe", { recipeId: row!.id, targetLanguage: "ur" });
    expect(sent.statusCode, sent.body).toBe(200);
    const urdu = sent.json().translatedRecipe as { ingredients: string[]; instructions: string[] };
    [...lines.ingredients, ...lines.instructions].forEach((english, i) => {
      const translated = [...urdu.ingredients, ...urdu.instructions][i]!;
      expect(translated).not.toBe(english);
      expect(keepsNumbers(english, translated), english).toBe(true);
    });
  });

  it("gives entries stored before templates existed their template at start-up", async () => {
    await t.database.db.update(translations).set({ templateHash: null });
    const filled = await fillTemplateHashes(t.database.db, 500);
    expect(filled).toBeGreaterThan(500);
    expect(await t.database.db.select().from(translations).where(isNull(translations.templateHash))).toEqual([]);
  });
});
