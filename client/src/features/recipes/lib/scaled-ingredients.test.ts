import { describe, expect, it } from "vitest";
import { scaledIngredients } from "./scaled-ingredients";

describe("scaledIngredients", () => {
  it("scales English lines and writes the same numbers into Arabic ones", () => {
    expect(scaledIngredients(["2 cups rice", "1 can (400 g) chickpeas"], ["2 cups rice", "1 can (400 g) chickpeas"], 2, "en")).toEqual([
      "4 cups rice",
      "2 can (400 g) chickpeas",
    ]);
    expect(scaledIngredients(["2 كوب أرز"], ["2 cups rice"], 1.5, "ar")).toEqual(["3 كوب أرز"]);
  });

  it("leaves the lines alone at the recipe's own servings", () => {
    const lines = ["2 cups rice"];
    expect(scaledIngredients(lines, lines, 1, "en")).toBe(lines);
  });
});
