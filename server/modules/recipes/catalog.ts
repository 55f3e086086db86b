import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import { storedIngredients } from "../../../common/kitchen/stored-ingredients";
import { isQuick, type CatalogRecipe } from "../../../common/recipe";
import { catalogRecipeSchema } from "../../../common/recipe.schema";
import type { Db } from "../../db/client";
import { recipes } from "../../db/schema";
import { catalogDir } from "../../lib/catalog-dir";

/** Reads and validates every recipe of `catalog/recipes`; a bad entry names its file and path. */
export function readCatalog(dir = path.join(catalogDir, "recipes")): CatalogRecipe[] {
  const files = readdirSync(dir).filter((file) => file.endsWith(".json")).sort();
  const all: CatalogRecipe[] = [];
  for (const file of files) {
    const parsed = z.array(catalogRecipeSchema).safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`catalog/recipes/${file}: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    all.push(...parsed.data);
  }
  const slugs = new Set<string>();
  for (const recipe of all) {
    if (slugs.has(recipe.slug)) throw new Error(`catalog: duplicate slug ${recipe.slug}`);
    slugs.add(recipe.slug);
  }
  return all;
}

const hashOf = (recipe: CatalogRecipe) => createHash("sha256").update(JSON.stringify(recipe)).digest("hex");

/**
 * Loads the catalogue by slug. Running it again changes nothing; a changed catalogue entry
 * updates its recipe; an unchanged entry leaves an admin's edits alone. User data is never touched.
 * Returns how many recipes were inserted or updated.
 */
export async function loadCatalog(db: Db, entries = readCatalog()): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = entries.map((recipe) => ({
    slug: recipe.slug,
    title: recipe.title,
    description: recipe.description,
    cuisineType: recipe.cuisineType,
    category: recipe.category,
    difficulty: recipe.difficulty,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    ingredients: recipe.ingredients,
    // Parsed once here for the shopping list (decision 0069), never when a list is made.
    parsedIngredients: storedIngredients(recipe.ingredients, "en"),
    instructions: recipe.instructions,
    featured: recipe.featured,
    quick: isQuick(recipe),
    catalogHash: hashOf(recipe),
  }));
  const changed = await db
    .insert(recipes)
    .values(rows)
    .onConflictDoUpdate({
      target: recipes.slug,
      set: { ...takeFromExcluded(Object.keys(rows[0]!).filter((key) => key !== "slug")), updatedAt: sql`now()` },
      setWhere: sql`${recipes.catalogHash} is distinct from excluded.catalog_hash`,
    })
    .returning({ id: recipes.id });
  return changed.length;
}

/** `set` for an upsert: each named property takes the value the insert proposed. */
function takeFromExcluded(keys: string[]) {
  const columns = getTableColumns(recipes) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]));
}
