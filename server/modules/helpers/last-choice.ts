import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { helpers, recipes, shares } from "../../db/schema";

/**
 * Per recipe category, the helper who got the household's latest recipe link of that category (decision 0081):
 * "remembering the last choice per recipe type" is read from the links sent, so nothing new is stored and a
 * removed helper is simply no longer remembered.
 */
export async function lastChoiceByCategory(db: Db, householdId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectDistinctOn([recipes.category], { category: recipes.category, helperId: shares.helperId })
    .from(shares)
    .innerJoin(recipes, eq(recipes.id, shares.recipeId))
    // Her row, in this household: a link whose helper was removed since remembers nobody.
    .innerJoin(helpers, and(eq(helpers.id, shares.helperId), eq(helpers.householdId, householdId)))
    .where(and(eq(shares.householdId, householdId), eq(shares.kind, "recipe"), isNotNull(shares.helperId)))
    .orderBy(recipes.category, desc(shares.createdAt), desc(shares.id));
  return Object.fromEntries(rows.flatMap(({ category, helperId }) => (category && helperId ? [[category, helperId]] : [])));
}
