import convert from "convert-units";
import pluralize from "pluralize";
import { describe, expect, it } from "vitest";
import { keepsNumbers } from "./number-guard";
import { ingredientOf } from "./ingredient-key";
import { quantitiesIn } from "./quantities";
import { roleOf } from "./roles";
import { mergeShoppingList, type ShoppingItem } from "./shopping-list";
import { templateOf } from "./templates";
import { catalogIngredientLines, catalogLanguages, type CatalogLine } from "./test-catalog";

/*
 * The merge rules stated independently of the merge code: two lines add up when both have an amount and they
 * read the same once numbers are taken out (templateOf), unit words are replaced by their family and words are
 * put in the singular, and their numbers that do not scale (can sizes, cut sizes) are the same.
 */
const families: [RegExp, string][] = [
  [/\b(?:kg|g)\b/g, "MASS"],
  [/\b(?:ml|l|litres?)\b/g, "VOLUME"],
  [/\b(?:tsp|tbsp|cups?)\b/g, "SPOON"],
];
function expectedClass(line: string): string | undefined {
  const quantities = quantitiesIn(line);
  if (!quantities.some((q) => roleOf(line, q) === "amount")) return undefined;
  let key = templateOf(line).key;
  for (const [pattern, family] of families) key = key.replace(pattern, family);
  key = key.toLowerCase().replace(/\p{L}+/gu, (word) => (word === word.toUpperCase() ? word : pluralize.singular(word)));
  const fixed = quantities.filter((q) => roleOf(line, q) === "fixed").map((q) => line.slice(q.start, q.end));
  return `${key} | ${fixed.join(" ")}`;
}

/** A line's first amount in grams, millilitres or teaspoons (counts as they are). */
function firstAmount(line: string): number {
  const quantity = quantitiesIn(line).find((q) => roleOf(line, q) === "amount")!;
  const unit = quantity.from.unit;
  const value = quantity.from.token.value;
  if (!unit?.convert) return value;
  const base = { mass: "g", volume: "ml", spoon: "tsp" }[unit.family as "mass" | "volume" | "spoon"];
  return convert(value).from(unit.convert).to(base as "g");
}

const itemOf = (line: CatalogLine, code: string): ShoppingItem => ({
  recipeId: line.slug,
  english: line.english,
  translated: code === "en" ? line.english : line.translations[code]!,
  factor: 1,
});
const textFor = (items: ShoppingItem[], code: string, key: string) =>
  mergeShoppingList(items, code)
    .groups.flatMap((group) => group.lines)
    .find((line) => line.key === key)!
    .text.split("\n");

const pairs: [CatalogLine, CatalogLine, string][] = [];
catalogIngredientLines.forEach((a, i) => {
  for (const b of catalogIngredientLines.slice(i + 1)) {
    const key = ingredientOf(a.english).key;
    if (ingredientOf(b.english).key === key) pairs.push([a, b, key]);
  }
});

describe("every pair of bundled ingredient lines of one ingredient", () => {
  it("adds up or stays separate by the rules, in English", () => {
    let merged = 0;
    let separate = 0;
    for (const [a, b, key] of pairs) {
      const lines = textFor([itemOf(a, "en"), itemOf(b, "en")], "en", key);
      const shouldMerge = expectedClass(a.english) !== undefined && expectedClass(a.english) === expectedClass(b.english);
      if (shouldMerge) {
        merged++;
        expect(lines, `${a.english} + ${b.english}`).toHaveLength(1);
        const sum = firstAmount(a.english) + firstAmount(b.english);
        expect(Math.abs(firstAmount(lines[0]!) - sum) / sum, `${a.english} + ${b.english} = ${lines[0]}`).toBeLessThanOrEqual(0.05);
        expect([templateOf(a.english).key, templateOf(b.english).key]).toContain(templateOf(lines[0]!).key);
      } else {
        separate++;
        expect(lines, `${a.english} + ${b.english}`).toEqual([...new Set([a.english, b.english])]);
      }
    }
    console.log(`shopping list: ${pairs.length} pairs of bundled lines share an ingredient key: ${merged} add up, ${separate} stay separate`);
    expect(merged).toBeGreaterThan(0);
    expect(separate).toBeGreaterThan(0);
  });

  const references = pairs.map(([a, b, key]) => textFor([itemOf(a, "en"), itemOf(b, "en")], "en", key));

  it.each(catalogLanguages)("gives in %s the English lines with their numbers, made from its own translations", (code) => {
    pairs.forEach(([a, b, key], p) => {
        const reference = references[p]!;
        const lines = textFor([itemOf(a, code), itemOf(b, code)], code, key);
        expect(lines, `${code}: ${a.english} + ${b.english}`).toHaveLength(reference.length);
        const sources = [templateOf(a.translations[code]!).key, templateOf(b.translations[code]!).key];
        lines.forEach((line, i) => {
          expect(keepsNumbers(reference[i]!, line), `${code}: ${reference[i]} / ${line}`).toBe(true);
          expect(sources).toContain(templateOf(line).key);
        });
    });
  });
});
