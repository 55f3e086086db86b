import { describe, expect, it } from "vitest";
import { keepsNumbers } from "./number-guard";
import { retarget, templateOf } from "./templates";
import { catalogIngredientLines, catalogLanguages } from "./test-catalog";

describe("number templates", () => {
  it("gives lines that differ only in their numbers one key, and their numbers in order", () => {
    expect(templateOf("3 tbsp olive oil")).toEqual({ key: "# tbsp olive oil", numbers: [3] });
    expect(templateOf("2 tbsp olive oil").key).toBe(templateOf("3 tbsp olive oil").key);
    expect(templateOf("1½ cups water (375 ml)")).toEqual({ key: "# cups water (# ml)", numbers: [1.5, 375] });
    expect(templateOf("2 cups water (500 ml)").key).toBe(templateOf("1½ cups water (375 ml)").key);
  });

  it("keeps words, units and ranges in the key", () => {
    expect(templateOf("2 tbsp olive oil").key).not.toBe(templateOf("2 tsp olive oil").key);
    expect(templateOf("1-2 red chillies").key).not.toBe(templateOf("2 red chillies").key);
  });

  it("reads numbers in any digit script", () => {
    expect(templateOf("٣ ملاعق زيت")).toEqual({ key: "# ملاعق زيت", numbers: [3] });
  });
});

describe("retargeting a known translation to new numbers", () => {
  it("puts the new numbers in their places, in the translation's digits", () => {
    const known = { source: "3 tbsp olive oil", translated: "٣ ملاعق كبيرة زيت زيتون" };
    expect(retarget(known, "2 tbsp olive oil")).toBe("٢ ملاعق كبيرة زيت زيتون");
    const hindi = { source: "1½ cups water (375 ml)", translated: "1½ कप पानी (375 ml)" };
    expect(retarget(hindi, "2 cups water (500 ml)")).toBe("2 कप पानी (500 ml)");
  });

  it("finds each number by its value and occurrence when the translation reorders them", () => {
    const known = { source: "2 onions (1 for blending, 1 sliced)", translated: "pour mixer 1, émincé 1: 2 oignons" };
    expect(retarget(known, "4 onions (3 for blending, 1 sliced)")).toBe("pour mixer 3, émincé 1: 4 oignons");
  });

  it("writes decimals with the translation's separator", () => {
    expect(retarget({ source: "1.2 kg chicken", translated: "1,2 kg de poulet" }, "1.5 kg chicken")).toBe("1,5 kg de poulet");
    expect(retarget({ source: "1 kg chicken", translated: "1 kg de poulet" }, "1.5 kg chicken", { language: "fr" })).toBe("1,5 kg de poulet");
  });

  it("refuses a line of another template or a known pair that lost a number", () => {
    expect(retarget({ source: "3 tbsp olive oil", translated: "3 c. à s. d'huile" }, "3 tsp olive oil")).toBeUndefined();
    expect(retarget({ source: "3 tbsp olive oil", translated: "huile d'olive" }, "2 tbsp olive oil")).toBeUndefined();
  });

  // Twelve thousand retargets over the whole catalogue: more than the default 5 s on a busy 2-core machine.
  it("covers bundled lines from other bundled lines of the same template in every language, guard kept", { timeout: 60_000 }, () => {
    const byKey = new Map<string, typeof catalogIngredientLines>();
    for (const line of catalogIngredientLines) byKey.set(templateOf(line.english).key, [...(byKey.get(templateOf(line.english).key) ?? []), line]);
    const distinct = new Set(catalogIngredientLines.map((line) => line.english));
    const covered = new Set<string>();
    let retargeted = 0;
    for (const lines of byKey.values()) {
      for (const known of lines) {
        for (const target of lines) {
          if (target.english === known.english) continue;
          covered.add(target.english);
          for (const code of catalogLanguages) {
            const result = retarget({ source: known.english, translated: known.translations[code]! }, target.english, { language: code });
            expect(result, `${code}: ${known.english} → ${target.english}`).toBeDefined();
            expect(keepsNumbers(target.english, result!)).toBe(true);
            retargeted++;
          }
        }
      }
    }
    console.log(
      `number-aware memory: ${covered.size} of ${distinct.size} distinct bundled ingredient lines covered by another line's translation (${retargeted} retargets in 16 languages)`,
    );
    expect(covered.size).toBeGreaterThan(0);
  });
});
