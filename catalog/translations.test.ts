import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { helperLanguages, translatedLanguageCodes } from "../common/languages";
import { readCatalog } from "../server/modules/recipes/catalog";
import {
  linesInOtherScript,
  linesMissingTheirTerm,
  linesLeftInEnglish,
  linesLosingNumbers,
  numbersIn,
  scriptShare,
  type TranslatedLine,
} from "./translation-checks";

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

  it("name the lines that lose a number, stay in English or use another script", () => {
    const lines: TranslatedLine[] = [
      { where: "kept", english: "Fry for 5 minutes.", translated: "5 मिनट भूनें।" },
      { where: "lost", english: "Fry for 5 minutes.", translated: "कुछ मिनट भूनें।" },
      { where: "english", english: "Fry for 5 minutes.", translated: "Fry for 5 minutes." },
      { where: "name", english: "Jollof Rice", translated: "Jollof Rice" },
    ];
    expect(linesLosingNumbers(lines)).toEqual(['lost: "Fry for 5 minutes." → "कुछ मिनट भूनें।"']);
    expect(linesLeftInEnglish(lines)).toEqual(['english: "Fry for 5 minutes."']);
    expect(linesInOtherScript(lines, "Devanagari")).toEqual(['english: "Fry for 5 minutes."']);
    expect(linesInOtherScript(lines, "Devanagari", () => false)).toEqual(['english: "Fry for 5 minutes."', 'name: "Jollof Rice"']);
  });

  it("name a line that words a listed kitchen term otherwise", () => {
    const lines: TranslatedLine[] = [
      { where: "list", english: "2 tbsp tomato paste", translated: "2 बड़े चम्मच टमाटर प्यूरी (पेस्ट)" },
      { where: "step", english: "Stir in the tomato paste.", translated: "टमाटर पेस्ट मिलाएँ।" },
    ];
    expect(linesMissingTheirTerm(lines, "hi")).toEqual(['list: "2 बड़े चम्मच टमाटर प्यूरी (पेस्ट)" (टमाटर पेस्ट)']);
    expect(linesMissingTheirTerm(lines, "xx")).toEqual([]);
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

  const lines = (): TranslatedLine[] => {
    const translations = load();
    return recipes.flatMap((recipe) => {
      const t = translations[recipe.slug]!;
      const line = (where: string, english: string, translated = "") => ({ where: `${recipe.slug} ${where}`, english, translated });
      return [
        line("title", recipe.title, t.title),
        line("description", recipe.description, t.description),
        ...recipe.ingredients.map((english, i) => line(`ingredient ${i + 1}`, english, t.ingredients[i])),
        ...recipe.instructions.map((english, i) => line(`step ${i + 1}`, english, t.instructions[i])),
      ];
    });
  };

  it("keeps every number of every line", () => {
    expect(linesLosingNumbers(lines())).toEqual([]);
  });

  it("translates every line that is more than a name", () => {
    expect(linesLeftInEnglish(lines())).toEqual([]);
  });

  it(`is written in the ${language.script} script`, () => {
    expect(linesInOtherScript(lines(), language.script)).toEqual([]);
  });

  it("says each kitchen word of its term list one way, in the lists and in the steps", () => {
    expect(linesMissingTheirTerm(lines(), code)).toEqual([]);
  });
});
