import { isCurrent } from "../../../common/kitchen/stored-ingredients";
import { unknownKey } from "../../../common/kitchen/ingredient-key";
import type { ParsedIngredient } from "../../../common/kitchen/parse-ingredient-line";
import { formatShoppingList, type ShoppingListText } from "../../../common/kitchen/shopping-format";
import { buildShoppingList } from "../../../common/kitchen/shopping-list";
import type { HelperLanguageCode } from "../../../common/languages";
import type { Db } from "../../db/client";
import { recallDishes, type DishRecipe } from "./dish-lines";
import { itemNamesIn } from "./item-names";

type PlannedDish = { recipeId: number; servings: number };

/**
 * A line kept as written, for a recipe whose parse is missing or stale (a row stored by other means before
 * start-up parsed it): the list never parses, so the line is one thing of its own with no amount.
 */
const asWritten = (line: string): ParsedIngredient[] => [{ quantity: null, unit: null, item: line, itemKey: `line-${unknownKey(line)}`, preparation: "", aisle: "other" }];

/**
 * The shopping list of planned dishes in `language` (decision 0070): each dish's lines as parsed when it was saved,
 * scaled by planned ÷ recipe servings and added up by `buildShoppingList`; each thing named in her language
 * from the translation memory (the bundled names), a thing without a name there by its recipe line in her
 * language (the memory again), else as written. Never a parse, never a provider. Things whose key is in
 * `exclude` (what the house already has) are left out. `untranslated` counts the lines left as written in
 * another language (what "just the shopping" refuses, as a whole menu refuses a dish not in her language).
 */
export async function shoppingListOf(
  db: Db,
  planned: PlannedDish[],
  recipesById: Map<number, DishRecipe>,
  language: HelperLanguageCode,
  exclude: readonly string[] = [],
): Promise<ShoppingListText & { untranslated: number }> {
  const entries = planned.flatMap((entry) => {
    const dish = recipesById.get(entry.recipeId);
    return dish ? [{ dish, factor: entry.servings / Math.max(1, dish.servings) }] : [];
  });
  const model = buildShoppingList(
    entries.map(({ dish, factor }) => ({
      parsed: isCurrent(dish.parsedIngredients, dish.ingredients) ? dish.parsedIngredients.lines : dish.ingredients.map(asWritten),
      factor,
    })),
  );
  const lines = model.groups.flatMap((group) => group.lines);
  const names = await itemNamesIn(
    db,
    lines.filter((line) => line.known).map((line) => line.key),
    language,
  );
  const dishes = [...new Set(entries.map((entry) => entry.dish))];
  const inLanguage = lines.some((line) => !names.has(line.key)) ? await recallDishes(db, dishes, language) : undefined;
  /** The recipe lines a thing comes from, as [dish, line]. */
  const sourcesOf = (line: (typeof lines)[number]) => line.sources.map(([d, l]) => [entries[d]!.dish, entries[d]!.dish.ingredients[l]!] as const);
  // A recipe written in her language names the thing as she would.
  const ownLanguage = (line: (typeof lines)[number]) => line.sources.every(([d]) => entries[d]!.dish.sourceLanguage === language);
  const written = (line: (typeof lines)[number]) => {
    if (line.known || ownLanguage(line) || !inLanguage) return undefined;
    const texts = sourcesOf(line).map(([dish, source]) => inLanguage.lineIn(dish, source));
    return [...new Set(texts)].join("; ");
  };
  const text = formatShoppingList(model, language, (line) => names.get(line.key), written);
  const left = new Set(exclude);
  // A thing named by the catalogue in her language, or known only by recipe lines she can read.
  const readsInLanguage = (line: (typeof lines)[number]) =>
    names.has(line.key) || ownLanguage(line) || (!line.known && sourcesOf(line).every(([dish, source]) => inLanguage?.has(dish, source)));
  return {
    groups: text.groups.map((group) => ({ ...group, lines: group.lines.filter((line) => !left.has(line.key)) })).filter((group) => group.lines.length > 0),
    untranslated: lines.filter((line) => !left.has(line.key) && !readsInLanguage(line)).length,
  };
}
