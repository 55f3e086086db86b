/**
 * Kitchen text: pure functions over English recipe lines and their translations (decisions 0047: number-aware memory,
 * 0050: scaling and cook-mode timers, 0054 and 0070: shopping list). No database, no HTTP, no zod: the browser may use it.
 * Browser code that needs one piece should import its module (e.g. "./durations") so the others, and their
 * libraries, stay out of its bundle.
 *
 * Numbers are read in any digit script the number guard reads (common/kitchen/number-guard.ts), and every
 * function that writes into a translation keeps `keepsNumbers(english, translation)` true or returns undefined.
 */
export { numberTokens, type NumberToken } from "./numbers";
export { quantitiesIn, amountsOf, type Quantity, type Amount } from "./quantities";
export { roleOf, type QuantityRole } from "./roles";
export type { Unit, UnitFamily } from "./units";
export { templateOf, retarget, type NumberTemplate, type KnownLine } from "./templates";
export { scaleIngredient, scaleTranslation, type ScaleOptions } from "./scale";
export { durationsIn, type Duration } from "./durations";
export { ingredientOf, type Ingredient } from "./ingredient-key";
export { aisles, type Aisle } from "./ingredient-vocabulary";
export { parseIngredientLine, parseIngredientLines, type ParsedIngredient } from "./parse-ingredient-line";
export { buildShoppingList, type ShoppingListModel, type ShoppingListLine, type BuyAmount } from "./shopping-list";
export { formatShoppingList, type ShoppingListText, type ShoppingListItem } from "./shopping-format";
