import { and, asc, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, recipes } from "../../db/schema";
import { cardColumns, toCard, toDetail } from "./cards";

export const popularLimit = 8;

/** The catalogue: not a household's own recipe (decision 0051), which no public list, search or cache holds. */
export const inCatalog = isNull(recipes.householdId);

/**
 * Who is asking for a recipe: a member of a household (the catalogue's visible recipes, hidden ones too for an
 * admin, and the household's own recipes; never another household's, whoever asks), or the system (the
 * translation queue, a helper's page already vouched for by its share), which may read any.
 */
export type RecipeViewer = MemberViewer | "system";
type MemberViewer = { householdId: number; isAdmin: boolean };

/** The viewer a signed-in request is: its household (decision 0080), and whether its user is an admin. */
export const recipeViewer = ({ user, household }: { user: { isAdmin: boolean }; household: { id: number } }): MemberViewer => ({
  householdId: household.id,
  isAdmin: user.isAdmin,
});

export function visibleTo(viewer: RecipeViewer): SQL | undefined {
  if (viewer === "system") return undefined;
  const catalogue = viewer.isAdmin ? inCatalog : and(inCatalog, eq(recipes.hidden, false));
  return or(catalogue, eq(recipes.householdId, viewer.householdId));
}

/** Every visible recipe, newest first (SPEC: default sort newest). */
export async function listRecipes(db: Db) {
  const rows = await db.select(cardColumns).from(recipes).where(and(inCatalog, eq(recipes.hidden, false))).orderBy(desc(recipes.createdAt), desc(recipes.id));
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
    .where(and(inCatalog, eq(recipes.hidden, false)))
    .orderBy(desc(recipes.featured), desc(sql`coalesce(${clicks.clicks}, 0)`), desc(recipes.createdAt), desc(recipes.id))
    .limit(limit);
  return rows.map(toCard);
}

/** Quick & Easy: ready within 30 minutes, quickest first. */
export async function quickRecipes(db: Db, limit = popularLimit) {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .where(and(inCatalog, eq(recipes.hidden, false), eq(recipes.quick, true)))
    .orderBy(asc(sql`${recipes.prepTime} + ${recipes.cookTime}`), asc(recipes.id))
    .limit(limit);
  return rows.map(toCard);
}

/** A recipe with its lines, if `viewer` may open it (404 otherwise: another household's recipe is not said to exist). */
export async function findRecipe(db: Db, id: number, viewer: RecipeViewer) {
  const [row] = await db
    .select({ ...cardColumns, ingredients: recipes.ingredients, instructions: recipes.instructions, hidden: recipes.hidden, sourceLanguage: recipes.sourceLanguage })
    .from(recipes)
    .where(and(eq(recipes.id, id), visibleTo(viewer)))
    .limit(1);
  return row ? { ...toDetail(row), sourceLanguage: row.sourceLanguage } : undefined;
}

export async function recipeExists(db: Db, id: number, viewer: RecipeViewer) {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(and(eq(recipes.id, id), visibleTo(viewer))).limit(1);
  return Boolean(row);
}
