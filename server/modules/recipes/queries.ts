import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, recipes } from "../../db/schema";
import { cardColumns, toCard, toDetail } from "./cards";

export const popularLimit = 8;

/** Every visible recipe, newest first (SPEC: default sort newest). */
export async function listRecipes(db: Db) {
  const rows = await db.select(cardColumns).from(recipes).where(eq(recipes.hidden, false)).orderBy(desc(recipes.createdAt), desc(recipes.id));
  return rows.map(toCard);
}

/**
 * Popular: featured recipes first, then the most clicked; among equals the newest.
 * Clicks are counted in one aggregate, not per recipe.
 */
export async function popularRecipes(db: Db, limit = popularLimit) {
  const clicks = db
    .select({ recipeId: events.recipeId, clicks: sql<number>`cast(count(*) as int)`.as("clicks") })
    .from(events)
    .where(eq(events.type, "recipe_click"))
    .groupBy(events.recipeId)
    .as("clicks");
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .leftJoin(clicks, eq(clicks.recipeId, recipes.id))
    .where(eq(recipes.hidden, false))
    .orderBy(desc(recipes.featured), desc(sql`coalesce(${clicks.clicks}, 0)`), desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
  return rows.map(toCard);
}

/** Quick & Easy: ready within 30 minutes, quickest first. */
export async function quickRecipes(db: Db, limit = popularLimit) {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .where(and(eq(recipes.hidden, false), eq(recipes.quick, true)))
    .orderBy(asc(sql`${recipes.prepTime} + ${recipes.cookTime}`), asc(recipes.id))
    .limit(limit);
  return rows.map(toCard);
}

/** A recipe with its lines; hidden ones only for admins. */
export async function findRecipe(db: Db, id: number, { includeHidden = false } = {}) {
  const [row] = await db
    .select({ ...cardColumns, ingredients: recipes.ingredients, instructions: recipes.instructions, hidden: recipes.hidden })
    .from(recipes)
    .where(includeHidden ? eq(recipes.id, id) : and(eq(recipes.id, id), eq(recipes.hidden, false)))
    .limit(1);
  return row ? toDetail(row) : undefined;
}

export async function recipeExists(db: Db, id: number) {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(and(eq(recipes.id, id), eq(recipes.hidden, false))).limit(1);
  return Boolean(row);
}
