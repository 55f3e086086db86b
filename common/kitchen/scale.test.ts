import { describe, expect, it } from "vitest";
import { keepsNumbers } from "./number-guard";
import { scaleIngredient, scaleTranslation } from "./scale";

describe("scaling an English ingredient line", () => {
  it("scales the leading amount and writes kitchen fractions", () => {
    expect(scaleIngredient("1½ tsp salt", 2)).toBe("3 tsp salt");
    expect(scaleIngredient("3 cups basmati rice (about 600 g)", 4 / 6)).toBe("2 cups basmati rice (about 400 g)");
    expect(scaleIngredient("1 cup sugar (200 g)", 0.5)).toBe("½ cup sugar (100 g)");
    expect(scaleIngredient("2 onions, finely chopped", 1.25)).toBe("2½ onions, finely chopped");
  });

  it("scales every amount of a compound line", () => {
    expect(scaleIngredient("Spices: 2 tsp salt, 1 tsp ground ginger, ½ tsp ground cinnamon", 2)).toBe(
      "Spices: 4 tsp salt, 2 tsp ground ginger, 1 tsp ground cinnamon",
    );
    expect(scaleIngredient("½ tsp salt and ½ tsp black pepper", 3)).toBe("1½ tsp salt and 1½ tsp black pepper");
  });

  it("keeps ranges as ranges, both ends scaled", () => {
    expect(scaleIngredient("3-4 cups chicken stock (750 ml-1 l)", 2)).toBe("6-8 cups chicken stock (1500 ml-2 l)");
    expect(scaleIngredient("1-2 red chillies", 0.5)).toBe("½-1 red chillies");
  });

  it("writes metric amounts as round figures in the same unit", () => {
    expect(scaleIngredient("1.2 kg chicken, cut into 8 pieces, skin removed", 0.5)).toBe("0.6 kg chicken, cut into 8 pieces, skin removed");
    expect(scaleIngredient("750 g boneless lamb", 1 / 3)).toBe("250 g boneless lamb");
    expect(scaleIngredient("125 g butter", 0.5)).toBe("65 g butter");
    expect(scaleIngredient("1.5 l hot water", 0.5)).toBe("0.75 l hot water");
  });

  it("keeps a can size, a cut size, a time and a count of pieces", () => {
    expect(scaleIngredient("1 can (400 g) chickpeas, drained", 2)).toBe("2 can (400 g) chickpeas, drained");
    expect(scaleIngredient("800 g chicken breast, cut into 3 cm cubes", 2)).toBe("1600 g chicken breast, cut into 3 cm cubes");
    expect(scaleIngredient("8 wooden skewers, soaked in water for 30 minutes", 0.5)).toBe("4 wooden skewers, soaked in water for 30 minutes");
    expect(scaleIngredient("20 spring roll wrappers (about 20 cm square)", 2)).toBe("40 spring roll wrappers (about 20 cm square)");
  });

  it("scales a piece of ginger measured by its length", () => {
    expect(scaleIngredient("3 cm piece fresh ginger, peeled", 2)).toBe("6 cm piece fresh ginger, peeled");
  });

  it("leaves a line without numbers, and any line at factor 1, as it is", () => {
    expect(scaleIngredient("Salt, to taste", 3)).toBe("Salt, to taste");
    expect(scaleIngredient("1 1/3 cups water", 1)).toBe("1 1/3 cups water");
  });

  it("refuses a factor that is not a positive number", () => {
    expect(() => scaleIngredient("1 egg", 0)).toThrow(RangeError);
    expect(() => scaleIngredient("1 egg", Number.NaN)).toThrow(RangeError);
  });
});

describe("scaling a translated ingredient line", () => {
  it("writes the scaled numbers in the translation's own digits", () => {
    expect(scaleTranslation("1½ cups water (375 ml)", "١½ كوب ماء (٣٧٥ مل)", 2)).toBe("٣ كوب ماء (٧٥٠ مل)");
    expect(scaleTranslation("2 tbsp ghee", "घी २ बड़े चम्मच", 1.5)).toBe("घी ३ बड़े चम्मच");
  });

  it("writes decimals with the translation's decimal separator", () => {
    expect(scaleTranslation("1.2 kg chicken", "1,2 kg de poulet", 0.5)).toBe("0,6 kg de poulet");
    expect(scaleTranslation("1 kg rice", "1 kg de riz", 0.5, { language: "fr" })).toBe("0,5 kg de riz");
    expect(scaleTranslation("1 kg rice", "1 kg beras", 0.5, { language: "hi" })).toBe("0.5 kg beras");
  });

  it("finds each number by value and occurrence when the translation reorders them", () => {
    expect(scaleTranslation("2 loomi, pierced 2-3 times", "(percées 2-3 fois) 2 loomi", 2)).toBe("(percées 2-3 fois) 4 loomi");
    expect(scaleTranslation("1 can (400 g) chickpeas", "pois chiches, 400 g la boîte, 1 boîte", 3)).toBe("pois chiches, 400 g la boîte, 3 boîte");
  });

  it("gives up on a translation whose numbers do not match the English", () => {
    expect(scaleTranslation("2 tbsp ghee", "ghee", 2)).toBeUndefined();
    expect(scaleTranslation("2 tbsp ghee", "3 cuillères de ghee", 2)).toBeUndefined();
  });

  it("keeps the number guard true against the scaled English", () => {
    const english = "3-4 cups chicken stock (750 ml-1 l)";
    const translated = "Omucuuzi gw'enkoko ebikopo 3-4 (mililita 750 - lita 1)";
    const scaled = scaleTranslation(english, translated, 0.5)!;
    expect(scaled).toBe("Omucuuzi gw'enkoko ebikopo 1½-2 (mililita 375 - lita 0.5)");
    expect(keepsNumbers(scaleIngredient(english, 0.5), scaled)).toBe(true);
  });
});
