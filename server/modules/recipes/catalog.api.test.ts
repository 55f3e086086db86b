import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { cuisines, recipeCategories } from "../../../common/cuisines";
import { recipes } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { loadCatalog, readCatalog } from "./catalog";

describe("the bundled catalogue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("is seeded with at least 4 recipes of every cuisine and 6 of every category", async () => {
    const byCuisine = await t.database.db
      .select({ key: recipes.cuisineKey, count: sql<number>`count(*)::int` })
      .from(recipes)
      .groupBy(recipes.cuisineKey);
    for (const cuisine of cuisines) {
      expect(byCuisine.find((row) => row.key === cuisine.key)?.count ?? 0, cuisine.key).toBeGreaterThanOrEqual(4);
    }
    const byCategory = await t.database.db
      .select({ category: recipes.category, count: sql<number>`count(*)::int` })
      .from(recipes)
      .groupBy(recipes.category);
    for (const category of recipeCategories) {
      expect(byCategory.find((row) => row.category === category)?.count ?? 0, category).toBeGreaterThanOrEqual(6);
    }
  });

  it("changes nothing when it is loaded again", async () => {
    expect(await loadCatalog(t.database.db)).toBe(0);
  });

  it("applies a changed catalogue entry and keeps an admin's edit of an unchanged one", async () => {
    const [first, second] = readCatalog();
    await t.database.db.update(recipes).set({ title: "Edited by an admin" }).where(eq(recipes.slug, second!.slug));

    const changed = { ...first!, description: `${first!.description} Now with more saffron.` };
    expect(await loadCatalog(t.database.db, [changed, second!])).toBe(1);

    const [updated] = await t.database.db.select().from(recipes).where(eq(recipes.slug, first!.slug));
    expect(updated?.description).toBe(changed.description);
    const [kept] = await t.database.db.select().from(recipes).where(eq(recipes.slug, second!.slug));
    expect(kept?.title).toBe("Edited by an admin");
  });

  it("marks a recipe quick when it takes 30 minutes or less in all", async () => {
    const rows = await t.database.db.select().from(recipes);
    for (const row of rows) expect(row.quick, row.slug ?? "").toBe(row.prepTime + row.cookTime <= 30);
  });
});
