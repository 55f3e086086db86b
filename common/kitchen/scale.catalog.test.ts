import { describe, expect, it } from "vitest";
import { keepsNumbers } from "./number-guard";
import { amountsOf, quantitiesIn } from "./quantities";
import { roleOf } from "./roles";
import { scaleIngredient, scaleTranslation } from "./scale";
import { templateOf } from "./templates";
import { catalogIngredientLines, catalogLanguages } from "./test-catalog";

/** Rounding to kitchen fractions or round metric figures may move an amount this far, never further. */
const closeEnough = (written: number, exact: number) => Math.abs(written - exact) <= Math.max(0.25, 0.07 * exact);

describe("scaling every bundled ingredient line", () => {
  it("changes nothing at factor 1, in English and in every language", () => {
    for (const line of catalogIngredientLines) {
      expect(scaleIngredient(line.english, 1)).toBe(line.english);
      for (const code of catalogLanguages) expect(scaleTranslation(line.english, line.translations[code]!, 1)).toBe(line.translations[code]);
    }
  });

  it.each([2, 0.5, 1.5, 4 / 6])("at factor %s scales every amount, loses none and leaves everything else as it was", (factor) => {
    let amounts = 0;
    let fixed = 0;
    let changedLines = 0;
    for (const { english } of catalogIngredientLines) {
      const scaled = scaleIngredient(english, factor);
      if (scaled !== english) changedLines++;
      // Only numbers change: the words, units and punctuation are the same.
      expect(templateOf(scaled).key, english).toBe(templateOf(english).key);
      const before = quantitiesIn(english);
      const after = quantitiesIn(scaled);
      expect(after.length, english).toBe(before.length);
      before.forEach((quantity, i) => {
        const now = after[i]!;
        expect(roleOf(scaled, now), english).toBe(roleOf(english, quantity));
        if (roleOf(english, quantity) === "fixed") {
          fixed++;
          expect(scaled.slice(now.start, now.end), english).toBe(english.slice(quantity.start, quantity.end));
          return;
        }
        amountsOf(quantity).forEach((amount, j) => {
          amounts++;
          const written = amountsOf(now)[j]!.token.value;
          expect(written, english).toBeGreaterThan(0);
          expect(closeEnough(written, amount.token.value * factor), `${english} → ${scaled}`).toBe(true);
        });
      });
    }
    console.log(`factor ${factor.toFixed(3)}: ${changedLines} of ${catalogIngredientLines.length} lines scaled, ${amounts} amounts scaled, ${fixed} other numbers kept`);
    expect(changedLines).toBeGreaterThan(catalogIngredientLines.length * 0.8);
  });

  it.each([2, 0.5, 1.5, 4 / 6])("at factor %s scales every bundled translation in all 16 languages with the guard kept", (factor) => {
    let scaledTranslations = 0;
    for (const line of catalogIngredientLines) {
      const english = scaleIngredient(line.english, factor);
      for (const code of catalogLanguages) {
        const translated = line.translations[code]!;
        const scaled = scaleTranslation(line.english, translated, factor, { language: code });
        expect(scaled, `${code}: ${translated}`).toBeDefined();
        expect(keepsNumbers(english, scaled!), `${code}: ${english} / ${scaled}`).toBe(true);
        expect(templateOf(scaled!).key, `${code}: ${translated}`).toBe(templateOf(translated).key);
        if (scaled !== translated) scaledTranslations++;
      }
    }
    console.log(`factor ${factor.toFixed(3)}: ${scaledTranslations} of ${catalogIngredientLines.length * catalogLanguages.length} translated lines scaled`);
    expect(catalogLanguages).toHaveLength(16);
  });
});
