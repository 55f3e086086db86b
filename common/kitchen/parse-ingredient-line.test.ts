import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAccuracy, type ExpectedLine } from "./parse-accuracy";
import { parseIngredientLine } from "./parse-ingredient-line";
import { catalogIngredientLines } from "./test-catalog";

const first = (line: string, language = "en") => parseIngredientLine(line, language)[0]!;
const amount = (line: string, language = "en") => {
  const { quantity, quantityMax, unit, itemKey } = first(line, language);
  return { quantity, ...(quantityMax !== undefined && { quantityMax }), unit, itemKey };
};

describe("parsing an ingredient line", () => {
  it("reads unicode, ASCII and mixed fractions, ranges and decimals", () => {
    expect(amount("½ cup vegetable oil")).toEqual({ quantity: 0.5, unit: "cup", itemKey: "vegetable-oil" });
    expect(amount("1 1/2 cups water")).toEqual({ quantity: 1.5, unit: "cup", itemKey: "water" });
    expect(amount("1½ kg chicken thighs")).toEqual({ quantity: 1.5, unit: "kg", itemKey: "chicken" });
    expect(amount("2–3 tomatoes, chopped")).toEqual({ quantity: 2, quantityMax: 3, unit: null, itemKey: "tomato" });
    expect(amount("1.25 l hot water or chicken stock")).toEqual({ quantity: 1.25, unit: "l", itemKey: "water" });
  });

  it("reads a can with its size, 'juice of', 'to taste' and a pinch", () => {
    expect(first("1 (400 g) can chopped tomatoes")).toMatchObject({ quantity: 1, unit: "can", itemKey: "canned-tomato", metric: { quantity: 400, unit: "g" } });
    expect(first("2 cans (400 g each) chickpeas, drained")).toMatchObject({ quantity: 2, unit: "can", itemKey: "chickpea", metric: { quantity: 800, unit: "g" } });
    expect(first("juice of 2 lemons")).toMatchObject({ quantity: 2, unit: null, itemKey: "lemon", preparation: "juice" });
    expect(first("salt to taste")).toMatchObject({ quantity: null, itemKey: "salt", preparation: "to taste", staple: true });
    expect(first("a pinch of salt")).toMatchObject({ quantity: 1, unit: "pinch", itemKey: "salt" });
  });

  it("keeps the preparation with the dish, out of the item", () => {
    expect(first("3 large onions, thinly sliced")).toMatchObject({ item: "onions", itemKey: "onion", preparation: "thinly sliced" });
    expect(first("2 tbsp chopped fresh parsley")).toMatchObject({ item: "parsley", itemKey: "parsley", preparation: "chopped" });
    expect(first("1 cup fresh cream (250 ml), for the sauce")).toMatchObject({ itemKey: "cream", preparation: "for the sauce", metric: { quantity: 250, unit: "ml" } });
  });

  it("splits a line that names several things, each with its amount", () => {
    const parts = parseIngredientLine("Spices: 2 tsp salt, 1 tsp ground ginger, 1 tsp turmeric, 1 tsp black pepper, ½ tsp ground cinnamon");
    expect(parts.map((p) => [p.quantity, p.unit, p.itemKey])).toEqual([
      [2, "tsp", "salt"],
      [1, "tsp", "ground-ginger"],
      [1, "tsp", "turmeric"],
      [1, "tsp", "black-pepper"],
      [0.5, "tsp", "cinnamon"],
    ]);
    const salt = parseIngredientLine("Salt: 1 tsp for the chicken (less if the masala is salted), 1½ tbsp for the rice water");
    expect(salt.map((p) => [p.quantity, p.unit, p.itemKey])).toEqual([
      [1, "tsp", "salt"],
      [1.5, "tbsp", "salt"],
    ]);
    expect(parseIngredientLine("3 tbsp ghee or vegetable oil, plus 1 tbsp for the chicken").map((p) => [p.quantity, p.itemKey])).toEqual([
      [3, "ghee"],
      [1, "ghee"],
    ]);
    expect(parseIngredientLine("1 cup chopped coriander, parsley and celery leaves").map((p) => p.itemKey)).toEqual(["coriander", "parsley", "celery"]);
    expect(parseIngredientLine("1 pinch saffron, soaked in ¼ cup warm milk").map((p) => [p.quantity, p.unit, p.itemKey])).toEqual([
      [1, "pinch", "saffron"],
      [0.25, "cup", "milk"],
    ]);
  });

  it("reads Arabic lines: Arabic-Indic digits, fraction words, duals and Arabic units", () => {
    expect(amount("٣ أكواب أرز بسمتي", "ar")).toEqual({ quantity: 3, unit: "cup", itemKey: "rice" });
    expect(amount("نصف كيلو لحم غنم بالعظم", "ar")).toEqual({ quantity: 0.5, unit: "kg", itemKey: "lamb" });
    expect(amount("كوب ونصف طحين", "ar")).toEqual({ quantity: 1.5, unit: "cup", itemKey: "flour" });
    expect(amount("ملعقتين كبيرتين زيت زيتون", "ar")).toEqual({ quantity: 2, unit: "tbsp", itemKey: "olive-oil" });
    expect(amount("ثلاثة أرباع كوب عصير ليمون", "ar")).toEqual({ quantity: 0.75, unit: "cup", itemKey: "lemon-juice" });
    expect(amount("٢-٣ حبات طماطم", "ar")).toEqual({ quantity: 2, quantityMax: 3, unit: null, itemKey: "tomato" });
    expect(first("ملح حسب الرغبة", "ar")).toMatchObject({ quantity: null, itemKey: "salt", preparation: "حسب الرغبة" });
    expect(first("٥ فصوص ثوم مهروسة", "ar")).toMatchObject({ quantity: 5, unit: "clove", itemKey: "garlic" });
  });

  it("gives every bundled line at least one thing with a known key (or nothing, never an unknown)", () => {
    for (const { english } of catalogIngredientLines) {
      const parts = parseIngredientLine(english);
      expect(parts.length, english).toBeGreaterThan(0);
      for (const part of parts) expect(part.aisle === "other" && !["water", "ice", "skewer", "paper-case"].includes(part.itemKey), `${english}: ${part.itemKey}`).toBe(false);
    }
  });
});

const testSet = JSON.parse(readFileSync(path.resolve("common/kitchen/fixtures/ingredient-lines.json"), "utf8")) as ExpectedLine[];

describe("the test set of real ingredient lines (issue 26.5)", () => {
  it("has at least 300 lines from many cuisines, English and Arabic, each with its quantity, unit and item", () => {
    expect(testSet.length).toBeGreaterThanOrEqual(300);
    expect(new Set(testSet.map((line) => line.cuisine)).size).toBeGreaterThanOrEqual(15);
    expect(testSet.filter((line) => line.language === "ar").length).toBeGreaterThanOrEqual(100);
    expect(new Set(testSet.map((line) => line.line)).size).toBe(testSet.length);
  });

  it.each(["en", "ar"] as const)("is parsed right in %s: ≥ 95%% of quantities and units, ≥ 90%% of items", (language) => {
    const result = parseAccuracy(testSet.filter((line) => line.language === language));
    expect(result.quantity, JSON.stringify(result.misses.filter((m) => m.field === "quantity"))).toBeGreaterThanOrEqual(0.95);
    expect(result.unit, JSON.stringify(result.misses.filter((m) => m.field === "unit"))).toBeGreaterThanOrEqual(0.95);
    expect(result.item, JSON.stringify(result.misses.filter((m) => m.field === "item"))).toBeGreaterThanOrEqual(0.9);
  });
});
