import { describe, expect, it } from "vitest";
import { keepsNumbers } from "./number-guard";
import { mergeShoppingList, type ShoppingItem } from "./shopping-list";
import { catalogIngredientLines, catalogRecipe } from "./test-catalog";

const item = (english: string, factor = 1, translated = english): ShoppingItem => ({ recipeId: "r", english, translated, factor });
const textOf = (list: ReturnType<typeof mergeShoppingList>, key: string) =>
  list.groups.flatMap((group) => group.lines).find((line) => line.key === key)?.text;
const english = (...lines: (string | [string, number])[]) =>
  mergeShoppingList(lines.map((line) => (typeof line === "string" ? item(line) : item(line[0], line[1]))), "en");

/** The items of a bundled dish cooked for `servings`, in a language's bundled translation. */
const dish = (slug: string, servings: number, code: string): ShoppingItem[] =>
  catalogIngredientLines
    .filter((line) => line.slug === slug)
    .map((line) => ({
      recipeId: slug,
      english: line.english,
      translated: code === "en" ? line.english : line.translations[code]!,
      factor: servings / catalogRecipe(slug).servings,
    }));
/** Lunch and dinner: chicken machboos for 6, Moroccan chicken tagine for 4. */
const plan = (code: string) => [...dish("chicken-machboos", 6, code), ...dish("moroccan-chicken-tagine", 4, code)];

describe("merging a shopping list", () => {
  it("adds up lines of one ingredient and one wording, each scaled by its dish's servings", () => {
    expect(textOf(english("1 tsp salt", ["1 tsp salt", 2], "½ tsp salt"), "salt")).toBe("3½ tsp salt");
    expect(textOf(english("3 tbsp olive oil", ["2 tbsp olive oil", 0.5]), "olive oil")).toBe("4 tbsp olive oil");
  });

  it("adds up singular and plural lines, written from a line of the sum's number", () => {
    expect(textOf(english("1 onion, finely chopped", "2 onions, finely chopped"), "onion")).toBe("3 onions, finely chopped");
    expect(textOf(english(["2 onions, finely chopped", 0.25], ["1 onion, finely chopped", 0.5]), "onion")).toBe("1 onion, finely chopped");
  });

  it("converts grams and kilograms, keeping the unit a line has", () => {
    expect(textOf(english("750 g boneless lamb", "500 g boneless lamb"), "lamb")).toBe("1250 g boneless lamb");
    expect(textOf(english("500 g basmati rice", "1 kg basmati rice"), "rice")).toBe("1.5 kg basmati rice");
    expect(textOf(english("250 g basmati rice", "0.5 kg basmati rice"), "rice")).toBe("750 g basmati rice");
  });

  it("converts millilitres and litres", () => {
    expect(textOf(english("500 ml full-fat milk", "1 l full-fat milk"), "milk")).toBe("1.5 l full-fat milk");
    expect(textOf(english("300 ml full-fat milk", "250 ml full-fat milk"), "milk")).toBe("550 ml full-fat milk");
  });

  it("converts teaspoons, tablespoons and cups and picks the unit with the plainest figure", () => {
    // 1 tsp + 1 tbsp + ¼ cup = 16 tsp = 5⅓ tbsp = ⅓ cup.
    expect(textOf(english("1 tsp sugar", "1 tbsp sugar", "¼ cup sugar"), "sugar")).toBe("5⅓ tbsp sugar");
    // 2 × ½ cup + 8 tbsp = 1½ cups.
    expect(textOf(english(["½ cup sugar", 2], "8 tbsp sugar"), "sugar")).toBe("1½ cup sugar");
    expect(textOf(english("3 tsp sugar", "3 tsp sugar"), "sugar")).toBe("6 tsp sugar");
  });

  it("adds ranges end to end and keeps a can size", () => {
    expect(textOf(english("3-4 cups chicken stock (750 ml-1 l)", ["3-4 cups chicken stock (750 ml-1 l)", 0.5]), "chicken stock")).toBe(
      "4½-6 cups chicken stock (1130 ml-1.5 l)",
    );
    expect(textOf(english("1 can (400 g) chickpeas, drained", "1 can (400 g) chickpeas, drained"), "chickpea")).toBe("2 can (400 g) chickpeas, drained");
  });

  it("keeps lines of one ingredient it cannot add up under one key, one under another", () => {
    expect(textOf(english("1 cup sugar", "100 g sugar"), "sugar")).toBe("1 cup sugar\n100 g sugar");
    expect(textOf(english("1 tsp salt", "Salt, to taste", "½ tsp salt and ½ tsp black pepper"), "salt")).toBe(
      "1 tsp salt\nSalt, to taste\n½ tsp salt and ½ tsp black pepper",
    );
    expect(textOf(english("1 can (400 g) chickpeas", "1 can (800 g) chickpeas"), "chickpea")).toBe("1 can (400 g) chickpeas\n1 can (800 g) chickpeas");
    expect(textOf(english("Ice cubes, to serve", "Ice cubes, to serve"), "ice")).toBe("Ice cubes, to serve");
  });

  it("groups by aisle in a fixed order, ingredients in the order the dishes name them", () => {
    const list = english("1 tsp salt", "2 onions", "500 g beef mince", "1 cup plain yoghurt", "Ice cubes", "1 cup basmati rice", "1 tomato");
    expect(list.groups.map((group) => group.aisle)).toEqual(["produce", "meat-fish", "dairy", "dry-goods", "spices", "other"]);
    expect(list.groups[0]!.lines.map((line) => line.key)).toEqual(["onion", "tomato"]);
    expect(english("1 tsp salt").groups.map((group) => group.aisle)).toEqual(["spices"]);
    expect(mergeShoppingList([], "en")).toEqual({ groups: [] });
  });

  it("writes the sum into another line when the best one's translation lost its numbers", () => {
    const list = mergeShoppingList([item("2 tsp salt", 1, "sel"), item("1 tsp salt", 1, "1 c. à c. de sel")], "fr");
    expect(textOf(list, "salt")).toBe("3 c. à c. de sel");
  });

  it("shows a line whose translation lost its numbers in scaled English rather than with wrong numbers", () => {
    expect(textOf(mergeShoppingList([item("2 tsp salt", 2, "du sel")], "fr"), "salt")).toBe("4 tsp salt");
  });

  it("refuses a servings factor that is not a positive number", () => {
    expect(() => mergeShoppingList([item("2 tsp salt", 0)], "en")).toThrow(RangeError);
  });

  it("writes a merged line in the translation's own digits", () => {
    const list = mergeShoppingList(
      [item("1 onion, finely chopped", 1, "١ بصلة، مفرومة ناعمًا"), item("2 onions, finely chopped", 1, "٢ بصلة، مفرومة ناعمًا")],
      "ar",
    );
    expect(textOf(list, "onion")).toBe("٣ بصلة، مفرومة ناعمًا");
  });
});

describe.each([
  ["fr", "Latin"],
  ["hi", "Devanagari"],
  ["ar", "Arabic"],
  ["ur", "Arabic"],
])("a shopping list in %s (%s script) from bundled translations", (code) => {
  const merged = mergeShoppingList(plan(code), code);
  const reference = mergeShoppingList(plan("en"), "en");

  it("holds the same lines as the English list, each with the English list's numbers", () => {
    expect(merged.groups.map((g) => [g.aisle, g.lines.map((l) => l.key)])).toEqual(reference.groups.map((g) => [g.aisle, g.lines.map((l) => l.key)]));
    const pairs = reference.groups.flatMap((g) => g.lines).map((line) => [line.text, textOf(merged, line.key)!] as const);
    for (const [en, translated] of pairs) {
      expect(translated.split("\n")).toHaveLength(en.split("\n").length);
      en.split("\n").forEach((line, i) => expect(keepsNumbers(line, translated.split("\n")[i]!), `${line} / ${translated}`).toBe(true));
    }
  });

  it("adds up the chicken and the turmeric of both dishes in its own words", () => {
    // Machboos for 6 (recipe serves 6): 1.2 kg chicken; tagine for 4 (recipe serves 4): 1.2 kg chicken, same line.
    expect(textOf(reference, "chicken")).toBe("2.4 kg chicken, cut into 8 pieces, skin removed");
    expect(textOf(reference, "turmeric")).toBe("2 tsp turmeric");
    const chicken = catalogIngredientLines.find((l) => l.english.startsWith("1.2 kg chicken, cut into 8"))!.translations[code]!;
    const turmeric = catalogIngredientLines.find((l) => l.english === "1 tsp turmeric")!.translations[code]!;
    expect(textOf(merged, "chicken")).toBe(chicken.replace(/1[.,]2/, code === "fr" ? "2,4" : "2.4"));
    expect(textOf(merged, "turmeric")).toBe(turmeric.replace("1", "2"));
  });
});
