import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRecipeText } from "./parse-text";

const fixtures = path.join(import.meta.dirname, "fixtures", "text");
const inputs = readdirSync(fixtures).filter((name) => name.endsWith(".txt"));

describe("parseRecipeText on pasted recipes", () => {
  it("has ten fixtures, at least four of them Arabic", () => {
    expect(inputs).toHaveLength(10);
    expect(inputs.filter((name) => name.endsWith("-ar.txt")).length).toBeGreaterThanOrEqual(4);
  });

  for (const name of inputs) {
    it(`splits ${name} into the draft its .json expects`, () => {
      const text = readFileSync(path.join(fixtures, name), "utf8");
      const expected: unknown = JSON.parse(readFileSync(path.join(fixtures, name.replace(/\.txt$/, ".json")), "utf8"));
      expect(parseRecipeText(text)).toEqual(expected);
    });
  }
});

describe("parseRecipeText on its own", () => {
  it("answers an empty draft for empty text", () => {
    expect(parseRecipeText("  \n\n")).toMatchObject({ title: "", ingredients: [], instructions: [], sourceLanguage: "en" });
  });

  it("leaves the title empty when the text starts with its ingredients", () => {
    const draft = parseRecipeText("2 cups rice\n1 onion\n\nFry the onion, add the rice and cover with water.");
    expect(draft).toMatchObject({ title: "", ingredients: ["2 cups rice", "1 onion"] });
    expect(draft.instructions).toEqual(["Fry the onion, add the rice and cover with water."]);
  });

  it("reads ingredients without quantities as a list when several short lines follow each other", () => {
    const draft = parseRecipeText("Salad\nLettuce\nTomatoes\nCucumber\n\nChop everything and dress with lemon and olive oil just before serving.");
    expect(draft.ingredients).toEqual(["Lettuce", "Tomatoes", "Cucumber"]);
    expect(draft.instructions).toHaveLength(1);
  });

  it("takes bulleted lines under no heading as ingredients and numbered ones as steps", () => {
    const draft = parseRecipeText("Tea\n• 1 cup water\n• 1 tea bag\n1. Boil the water\n2. Add the tea bag");
    expect([draft.ingredients, draft.instructions]).toEqual([
      ["1 cup water", "1 tea bag"],
      ["Boil the water", "Add the tea bag"],
    ]);
  });

  it("takes the cook time from the total when only prep and total are given", () => {
    expect(parseRecipeText("Soup\nPrep: 10 min\nTotal time: 1 hour")).toMatchObject({ prepTime: 10, cookTime: 50 });
  });

  it("reads Urdu's headings and tells it from Arabic", () => {
    const draft = parseRecipeText("چکن کڑاہی\nاجزاء:\nایک کلو چکن\nدو ٹماٹر\nترکیب:\nچکن کو تیل میں فرائی کریں۔ ٹماٹر ڈال کر پکائیں۔");
    expect(draft).toMatchObject({
      title: "چکن کڑاہی",
      ingredients: ["ایک کلو چکن", "دو ٹماٹر"],
      instructions: ["چکن کو تیل میں فرائی کریں۔", "ٹماٹر ڈال کر پکائیں۔"],
      sourceLanguage: "ur",
    });
  });

  it("splits a list of ingredients given on their heading's line at commas, and not one ingredient", () => {
    expect(parseRecipeText("Ingredients: rice, chicken, onion\nMethod: Cook it all.").ingredients).toEqual(["rice", "chicken", "onion"]);
    expect(parseRecipeText("Ingredients: 2 cups rice, washed\nMethod: Cook it.").ingredients).toEqual(["2 cups rice, washed"]);
  });

  it("keeps a note written between steps as a note, and the steps after it as steps", () => {
    const draft = parseRecipeText("Rice\nMethod\n1. Wash the rice\nNote: basmati works best\n2. Boil it");
    expect(draft).toMatchObject({ instructions: ["Wash the rice", "Boil it"], description: "basmati works best" });
  });
});

describe("parseRecipeText on the times and servings people write (issue 25.16)", () => {
  const body = "\n\n2 cups lentils\n1 onion\n\nFry the onion. Add the lentils and simmer for 20 minutes.";

  it("reads 'Takes 45 minutes' and 'Serves 4' on lines of their own, or in one line of sentences, and keeps them out of the description", () => {
    for (const facts of ["Takes 45 minutes\nServes 4", "Takes about 45 minutes. Serves 4.", "تستغرق ٤٥ دقيقة\nتكفي ٤ أشخاص"]) {
      expect(parseRecipeText(`Lentil soup\n${facts}${body}`), facts).toMatchObject({ description: "", prepTime: null, cookTime: 45, servings: 4 });
    }
  });

  it("reads them from a sentence of the description, which stays as written", () => {
    const draft = parseRecipeText(`Lentil soup\nA warm soup that takes an hour and serves 6 to 8.${body}`);
    expect(draft).toMatchObject({ description: "A warm soup that takes an hour and serves 6 to 8.", cookTime: 60, servings: 6 });
    expect(parseRecipeText(`شوربة عدس\nشوربة دافئة تكفي ٤ أشخاص وتستغرق نصف ساعة.${body}`)).toMatchObject({ cookTime: 30, servings: 4 });
  });

  it("takes no time or count from the steps, or from a sentence that says neither", () => {
    expect(parseRecipeText(`Lentil soup\nMy mother's soup, for cold evenings.${body}`)).toMatchObject({ prepTime: null, cookTime: null, servings: null });
    expect(parseRecipeText(`Lentil soup\nIt takes patience and serves well with bread.${body}`)).toMatchObject({ cookTime: null, servings: null });
  });

  it("prefers a line of its own to a sentence", () => {
    expect(parseRecipeText(`Lentil soup\nA soup that takes 2 hours and serves 10.\nServes 4\nCook: 30 min${body}`)).toMatchObject({ cookTime: 30, servings: 4 });
  });
});

describe("parseRecipeText on hostile input", () => {
  it.each([
    ["a line of 50,000 digits", "1".repeat(50_000)],
    ["a line of 50,000 open brackets", "(".repeat(50_000)],
    ["a chat prefix that never closes", "[1/1/1, 1:1 " + "1".repeat(40_000)],
    ["a breadcrumb-like line", "a»".repeat(5_000) + "!"],
    ["a description of 'takes' and 'serves' over and over", "Soup\n" + "takes serves ".repeat(4_000) + "\n1 cup rice"],
  ])("reads %s without the patterns backtracking for seconds", (_, text) => {
    const started = performance.now();
    parseRecipeText(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
