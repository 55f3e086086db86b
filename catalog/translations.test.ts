import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { helperLanguages, translatedLanguageCodes } from "../common/languages";
import { readCatalog } from "../server/modules/recipes/catalog";
import { mayStayEnglish, numbersIn, scriptShare } from "./translation-checks";

type TranslatedRecipe = { title: string; description: string; ingredients: string[]; instructions: string[] };

const recipes = readCatalog();
const dir = path.resolve("catalog/translations");

describe("the translation checks", () => {
  it("read numbers in any script and fractions, ignoring their order", () => {
    expect(numbersIn("1½ cups rice, 2-3 cloves, 180°C for 25 minutes")).toEqual(["1", "180", "2", "25", "3", "½"].sort());
    expect(numbersIn("٢ ملعقة و ١٥ دقيقة")).toEqual(["15", "2"]);
    expect(numbersIn("२ कप")).toEqual(["2"]);
  });

  it("tell a script from another", () => {
    expect(scriptShare("ረጅም ሩዝ", "Ethiopic")).toBe(1);
    expect(scriptShare("Long rice", "Ethiopic")).toBe(0);
    expect(scriptShare("चिकन बिरयानी", "Devanagari")).toBe(1);
  });
});

describe.each(translatedLanguageCodes)("the bundled %s translation", (code) => {
  const file = path.join(dir, `${code}.json`);
  const language = helperLanguages.find((l) => l.code === code)!;
  const load = () => JSON.parse(readFileSync(file, "utf8")) as Record<string, TranslatedRecipe>;

  it("exists and covers every catalogue recipe, and nothing else", () => {
    expect(existsSync(file), `${file} is missing`).toBe(true);
    expect(Object.keys(load()).sort()).toEqual(recipes.map((r) => r.slug).sort());
  });

  it("has as many lines as the English, each non-empty", () => {
    const translations = load();
    for (const recipe of recipes) {
      const t = translations[recipe.slug]!;
      expect(t.ingredients.length, `${recipe.slug} ingredients`).toBe(recipe.ingredients.length);
      expect(t.instructions.length, `${recipe.slug} instructions`).toBe(recipe.instructions.length);
      for (const line of [t.title, t.description, ...t.ingredients, ...t.instructions]) {
        expect(line.trim().length, recipe.slug).toBeGreaterThan(0);
      }
    }
  });

  const pairs = () => {
    const translations = load();
    return recipes.flatMap((recipe) => {
      const t = translations[recipe.slug]!;
      return [
        [recipe.slug, "title", recipe.title, t.title],
        [recipe.slug, "description", recipe.description, t.description],
        ...recipe.ingredients.map((line, i) => [recipe.slug, `ingredient ${i + 1}`, line, t.ingredients[i] ?? ""]),
        ...recipe.instructions.map((line, i) => [recipe.slug, `step ${i + 1}`, line, t.instructions[i] ?? ""]),
      ] as [string, string, string, string][];
    });
  };

  it("keeps every number of every line", () => {
    const lost = pairs()
      .filter(([, , english, translated]) => numbersIn(english).join(" ") !== numbersIn(translated).join(" "))
      .map(([slug, where, english, translated]) => `${slug} ${where}: "${english}" → "${translated}"`);
    expect(lost).toEqual([]);
  });

  it("translates every line that is more than a name", () => {
    const untranslated = pairs()
      .filter(([, , english, translated]) => english.trim() === translated.trim() && !mayStayEnglish(english))
      .map(([slug, where, english]) => `${slug} ${where}: "${english}"`);
    expect(untranslated).toEqual([]);
  });

  it(`is written in the ${language.script} script`, () => {
    const wrong = pairs()
      .filter(([, , english, translated]) => !mayStayEnglish(english) && scriptShare(translated, language.script) < 0.6)
      .map(([slug, where, , translated]) => `${slug} ${where}: "${translated}"`);
    expect(wrong).toEqual([]);
  });
});
