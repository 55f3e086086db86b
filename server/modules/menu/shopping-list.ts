import type { HelperLanguageCode } from "../../../common/languages";
import { mergeShoppingList, type ShoppingItem, type ShoppingList } from "../../../common/kitchen/shopping-list";
import type { Db } from "../../db/client";
import { recallDishes, type DishRecipe } from "./dish-lines";

type PlannedDish = { recipeId: number; servings: number };

/**
 * The shopping list of planned dishes in `language`, from the translation memory only: each dish's English
 * ingredient lines (a household recipe written in another language: its English from the memory, else as
 * written) and their translations, scaled by planned servings / recipe servings, merged by
 * `mergeShoppingList`. Lines whose key is in `exclude` (what the house already has) are left out.
 */
export async function shoppingListOf(
  db: Db,
  planned: PlannedDish[],
  recipesById: Map<number, DishRecipe>,
  language: HelperLanguageCode,
  exclude: readonly string[] = [],
): Promise<ShoppingList> {
  const dishes = [...new Set(planned.map((dish) => recipesById.get(dish.recipeId)).filter((dish) => dish !== undefined))];
  const inEnglish = await recallDishes(db, dishes, "en");
  const inLanguage = language === "en" ? inEnglish : await recallDishes(db, dishes, language);
  const items: ShoppingItem[] = planned.flatMap((entry) => {
    const dish = recipesById.get(entry.recipeId);
    if (!dish) return [];
    const factor = entry.servings / Math.max(1, dish.servings);
    return dish.ingredients
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const english = inEnglish.lineIn(dish, line);
        return { recipeId: dish.id, english, translated: inLanguage.lineIn(dish, line), factor };
      });
  });
  const left = new Set(exclude);
  const { groups } = mergeShoppingList(items, language);
  return {
    groups: groups.map((group) => ({ ...group, lines: group.lines.filter((line) => !left.has(line.key)) })).filter((group) => group.lines.length > 0),
  };
}
