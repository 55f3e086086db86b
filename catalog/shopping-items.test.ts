import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { vocabularyEntries } from "../common/kitchen/ingredient-vocabulary";
import { parseIngredientLine } from "../common/kitchen/parse-ingredient-line";
import { unitNames } from "../common/kitchen/unit-names";
import { helperLanguages } from "../common/languages";
import { readCatalog } from "../server/modules/recipes/catalog";
import { scriptShare } from "./translation-checks";

/**
 * The names of things to buy (issue 26.3), shipped in every helper language so the shopping list never asks a
 * provider: every key the bundled recipes' lines parse to, and every key of the vocabulary, has a name in
 * every language, in its script, with no number (a name is a segment of its own in the memory).
 */
const read = (code: string) => JSON.parse(readFileSync(path.resolve("catalog", "shopping-items", `${code}.json`), "utf8")) as Record<string, unknown>;

const catalogueKeys = new Set(readCatalog().flatMap((recipe) => recipe.ingredients.flatMap((line) => parseIngredientLine(line).map((part) => part.itemKey))));
const vocabularyKeys = vocabularyEntries.map((entry) => entry.key);

describe("the things the bundled recipes name", () => {
  it("are all things the vocabulary knows, so each has a name to be shown by", () => {
    const unknown = [...catalogueKeys].filter((key) => !vocabularyKeys.includes(key));
    expect(unknown).toEqual([]);
    expect(catalogueKeys.size).toBeGreaterThan(100);
  });
});

describe.each(helperLanguages.map((language) => [language.code, language.script] as const))("the names of things to buy in %s", (code, script) => {
  const names = read(code);

  it("name every key of the catalogue and of the vocabulary, and nothing else", () => {
    expect(vocabularyKeys.filter((key) => typeof names[key] !== "string" || (names[key] as string).trim() === "")).toEqual([]);
    expect(Object.keys(names).filter((key) => !vocabularyKeys.includes(key))).toEqual([]);
  });

  it("are written in the language's script and hold no number", () => {
    const entries = Object.entries(names) as [string, string][];
    expect(entries.filter(([, name]) => /\p{Nd}/u.test(name)).map(([key]) => key)).toEqual([]);
    // A bracketed gloss ("Loomi (dried limes)") may keep the dish's own word; the name before it is hers.
    const outside = entries.filter(([, name]) => scriptShare(name.replace(/\([^)]*\)/g, ""), script) < 0.6);
    expect(outside.map(([key, name]) => `${key}: ${name}`)).toEqual([]);
  });

  it("tell apart the things bought separately (no two keys share a name)", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [key, name] of Object.entries(names) as [string, string][]) {
      const folded = name.toLocaleLowerCase(code);
      if (seen.has(folded)) twice.push(`${seen.get(folded)} / ${key}: ${name}`);
      seen.set(folded, key);
    }
    expect(twice).toEqual([]);
  });

  it("have units of her own to go with them, in her script", () => {
    const units = unitNames[code]!;
    for (const [unit, forms] of Object.entries(units)) {
      for (const form of typeof forms === "string" ? [forms] : Object.values(forms)) {
        // Metric symbols (g, kg, ml, l) are how Latin-script lists write them.
        if (script === "Latin" && /^(?:g|kg|ml|l|cm|sm)$/.test(form!)) continue;
        expect(scriptShare(form!, script), `${code} ${unit}: ${form}`).toBeGreaterThanOrEqual(0.6);
      }
    }
  });
});
