import { ingredientOf } from "./ingredient-key";
import { aisles, type Aisle } from "./ingredient-vocabulary";
import { mergeClassOf, mergedLine, scaledLine, type ShoppingItem } from "./merge-lines";

export type { ShoppingItem } from "./merge-lines";

/**
 * One ingredient of the list. Lines of one ingredient that cannot be added up (different unit families,
 * different wording, no amount) are kept under one key, one under another: `text` holds them joined by "\n",
 * so the helper ticks off an ingredient once and `exclude` by key drops all of it.
 */
export interface ShoppingLine {
  key: string;
  text: string;
}

export interface ShoppingList {
  groups: { aisle: Aisle; lines: ShoppingLine[] }[];
}

/**
 * The shopping list of planned dishes (#19) in the helper's language, with no translation call: lines of the
 * same ingredient and the same wording once numbers and units are set aside add up (g with kg, ml with l, tsp
 * with tbsp and cups), each scaled by its dish's servings factor; the sum is written into one of their own
 * translated lines. Aisles come in a fixed order, ingredients in the order the dishes name them. A line whose
 * translation does not hold the English numbers is shown as its scaled English rather than with wrong numbers.
 * Throws a RangeError for a factor that is not a positive number.
 */
export function mergeShoppingList(items: ShoppingItem[], language: string): ShoppingList {
  const wrong = items.find((item) => !(Number.isFinite(item.factor) && item.factor > 0));
  if (wrong) throw new RangeError(`A servings factor must be a positive number, not ${wrong.factor}`);
  const byKey = new Map<string, { aisle: Aisle; classes: Map<string, ShoppingItem[]> }>();
  for (const item of items) {
    const { key, aisle } = ingredientOf(item.english);
    const entry = byKey.get(key) ?? { aisle, classes: new Map<string, ShoppingItem[]>() };
    // A line with no amount ("Ice cubes, to serve") is listed once however many dishes name it.
    const mergeClass = mergeClassOf(item.english) ?? `=${item.english}`;
    entry.classes.set(mergeClass, [...(entry.classes.get(mergeClass) ?? []), item]);
    byKey.set(key, entry);
  }
  const lines = [...byKey].map(([key, { aisle, classes }]) => {
    const texts = [...classes].flatMap(([mergeClass, members]) => {
      if (mergeClass.startsWith("=")) return [scaledLine(members[0]!, language)];
      const merged = members.length > 1 ? mergedLine(members, language) : undefined;
      return merged !== undefined ? [merged] : members.map((member) => scaledLine(member, language));
    });
    return { aisle, line: { key, text: texts.join("\n") } };
  });
  return {
    groups: aisles
      .map((aisle) => ({ aisle, lines: lines.filter((l) => l.aisle === aisle).map((l) => l.line) }))
      .filter((group) => group.lines.length > 0),
  };
}
