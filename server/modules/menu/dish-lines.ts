import { inArray } from "drizzle-orm";
import type { StoredIngredients } from "../../../common/kitchen/stored-ingredients";
import type { HelperLanguageCode } from "../../../common/languages";
import type { Db } from "../../db/client";
import { recipes } from "../../db/schema";
import { cardColumns, toDetail } from "../recipes";
import type { RecipeRow } from "../helper-page";
import { recall, recipeSegments } from "../translation-memory";

/** A planned dish's recipe with every line, as the helper page and the shopping list read it. */
export type DishRecipe = RecipeRow & { sourceLanguage: string; parsedIngredients: StoredIngredients | null };

/**
 * The recipes of planned dishes by id. The caller has already checked who may see them (the plan only holds
 * recipes its owner may open; a menu link is vouched for by its share).
 */
export async function dishRecipes(db: Db, ids: number[]): Promise<Map<number, DishRecipe>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ ...cardColumns, ingredients: recipes.ingredients, instructions: recipes.instructions, hidden: recipes.hidden, sourceLanguage: recipes.sourceLanguage, parsedIngredients: recipes.parsedIngredients })
    .from(recipes)
    .where(inArray(recipes.id, unique));
  return new Map(rows.map((row) => [row.id, { ...toDetail(row), sourceLanguage: row.sourceLanguage, parsedIngredients: row.parsedIngredients }]));
}

/**
 * Each recipe's lines in `language` from the translation memory only (exact, then number-aware; never a
 * provider call), keyed by source line. A recipe written in `language` needs nothing. `missing` names the
 * recipes with at least one line the memory lacks.
 */
export async function recallDishes(db: Db, dishes: DishRecipe[], language: HelperLanguageCode) {
  const toRecall = dishes.filter((dish) => dish.sourceLanguage !== language);
  const known = await recall(db, toRecall.flatMap(recipeSegments), language);
  const missing = toRecall.filter((dish) => recipeSegments(dish).some((line) => line.trim() !== "" && !known.has(line)));
  /** A line of `dish` in `language`, or as written when the memory lacks it. */
  const lineIn = (dish: DishRecipe, line: string) => (dish.sourceLanguage === language ? line : (known.get(line) ?? line));
  /** Whether a line of `dish` reads in `language` (written in it, or in the memory). */
  const has = (dish: DishRecipe, line: string) => dish.sourceLanguage === language || known.has(line);
  return { lineIn, has, missing };
}
