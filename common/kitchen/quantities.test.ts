import { describe, expect, it } from "vitest";
import { numberTokens } from "./numbers";
import { quantitiesIn } from "./quantities";
import { catalogIngredientLines } from "./test-catalog";
import { unitAt } from "./units";

const shown = (line: string) =>
  quantitiesIn(line).map((q) => `${line.slice(q.start, q.end)}|${q.from.unit?.name ?? "-"}${q.to ? `|${q.to.unit?.name ?? "-"}` : ""}`);

describe("units", () => {
  it("reads the unit word right after a number and nothing that only starts like one", () => {
    expect(unitAt("2 l water", 1)?.unit.name).toBe("l");
    expect(unitAt("2 large onions", 1)).toBeUndefined();
    expect(unitAt("1 garlic clove", 1)).toBeUndefined();
    expect(unitAt("220°C", 3)?.unit.family).toBe("temperature");
    expect(unitAt("2 Tbsp oil", 1)?.unit.name).toBe("tbsp");
    expect(unitAt("4 cups", 1)).toEqual({ unit: expect.objectContaining({ name: "cup", family: "spoon" }), end: 6 });
  });
});

describe("quantities of a line", () => {
  it("reads amounts with their units", () => {
    expect(shown("1 cup (250 ml) beef stock")).toEqual(["1 cup|cup", "250 ml|ml"]);
    expect(shown("Spices: 2 tsp salt, ½ tsp ground cinnamon")).toEqual(["2 tsp|tsp", "½ tsp|tsp"]);
  });

  it("joins ranges, with the unit of the upper end applying to both when only it has one", () => {
    expect(shown("3-4 cups chicken stock (750 ml-1 l)")).toEqual(["3-4 cups|cup|cup", "750 ml-1 l|ml|l"]);
    expect(shown("simmer for 2 to 3 minutes")).toEqual(["2 to 3 minutes|min|min"]);
    expect(shown("¼-½ cup water")).toEqual(["¼-½ cup|cup|cup"]);
  });

  it("does not join numbers of different families or separated by words", () => {
    expect(shown("5 cm-2 g")).toEqual(["5 cm|cm", "2 g|g"]);
    expect(shown("2 onions (1 for blending, 1 sliced)")).toEqual(["2|-", "1|-", "1|-"]);
  });

  it("puts every number of every bundled line in exactly one quantity", () => {
    for (const { english } of catalogIngredientLines) {
      const inQuantities = quantitiesIn(english).flatMap((q) => (q.to ? [q.from.token.start, q.to.token.start] : [q.from.token.start]));
      expect(inQuantities, english).toEqual(numberTokens(english).map((t) => t.start));
    }
  });
});
