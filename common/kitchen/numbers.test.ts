import { describe, expect, it } from "vitest";
import { numbersIn } from "./number-guard";
import { numberTokens } from "./numbers";
import { catalogIngredientLines, catalogLanguages } from "./test-catalog";

const read = (text: string) => numberTokens(text).map(({ text, value, start }) => ({ text, value, start }));

describe("numbers in a line", () => {
  it("finds integers, decimals, fractions and mixed numbers with where they stand", () => {
    expect(read("1½ tsp salt")).toEqual([{ text: "1½", value: 1.5, start: 0 }]);
    expect(read("1 1/2 cups")).toEqual([{ text: "1 1/2", value: 1.5, start: 0 }]);
    expect(read("⅓ cup flour")).toEqual([{ text: "⅓", value: 1 / 3, start: 0 }]);
    expect(read("1.2 kg chicken, cut into 8 pieces")).toEqual([
      { text: "1.2", value: 1.2, start: 0 },
      { text: "8", value: 8, start: 25 },
    ]);
    expect(read("3-4 cups (750 ml-1 l)").map((n) => n.value)).toEqual([3, 4, 750, 1]);
  });

  it("reads digits of other scripts and decimal commas", () => {
    expect(read("٢ ملعقة و ١.٥ كوب").map((n) => n.value)).toEqual([2, 1.5]);
    expect(read("२½ कप").map((n) => n.value)).toEqual([2.5]);
    expect(numberTokens("1,2 kg de poulet")[0]).toMatchObject({ value: 1.2, decimal: "," });
    expect(numberTokens("1,000 g")[0]).toMatchObject({ value: 1000 });
  });

  it("tells how a fraction is written", () => {
    expect(numberTokens("1½")[0]!.fraction).toBe("vulgar");
    expect(numberTokens("1 ½")[0]!.fraction).toBe("vulgar");
    expect(numberTokens("1/2")[0]!.fraction).toBe("slash");
    expect(numberTokens("12")[0]!.fraction).toBeUndefined();
  });

  it("sees in every bundled line, English and translated, exactly the numbers the guard sees", () => {
    let lines = 0;
    for (const line of catalogIngredientLines) {
      for (const text of [line.english, ...catalogLanguages.map((code) => line.translations[code]!)]) {
        expect(numberTokens(text).flatMap((token) => numbersIn(token.text)).sort(), text).toEqual(numbersIn(text));
        lines++;
      }
    }
    expect(lines).toBe(catalogIngredientLines.length * (catalogLanguages.length + 1));
  });
});
