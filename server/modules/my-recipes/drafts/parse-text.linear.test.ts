import { describe, expect, it } from "vitest";
import { countWork } from "../../../../test/helpers/work-count";
import { parseRecipeText } from "./parse-text";

/** Texts of `lines` lines, shaped as the slow cases of decision 0061 were. */
const shapes: Record<string, (lines: number) => string> = {
  "one-letter lines (read as a list of ingredients)": (lines) => Array(lines).fill("a").join("\n"),
  "numbered ingredients under a heading": (lines) => "Ingredients\n" + Array(lines).fill("1. 2 cups rice").join("\n"),
  "marked steps under a heading": (lines) => "Method\n" + Array(lines).fill("- stir the pot").join("\n"),
  "one step wrapped over every line": (lines) => "Method\nStir\n" + Array(lines).fill("and stir").join("\n"),
  "one ingredient carried on by indented lines": (lines) => "Ingredients\n- rice\n" + Array(lines).fill("  washed").join("\n"),
  "short lines with long runs of spaces inside": (lines) => Array(lines).fill(`a${" ".repeat(250)}b`).join("\n"),
  // The text grows by its lines growing longer (up to the 300 characters the fact and noise patterns read).
  "lines growing longer, a run of spaces inside each": (lines) => Array(40).fill(`a${" ".repeat(lines / 8)}b`).join("\n"),
  "lines of facts": (lines) => Array(lines).fill("Serves 4 | Prep: 10 min | Cook: 1 hour").join("\n"),
  "Arabic lines of times": (lines) => Array(lines).fill("وقت التحضير: ساعة ونص").join("\n"),
  "one long paragraph of sentences": (lines) => "Method\n" + "Boil the water. Add the rice! ".repeat(lines),
};

/**
 * Decision 0061: a 10,000-line paste took ~450 ms on the main thread, its cost growing faster than the text. The
 * work is counted (patterns' characters read, arrays' elements visited), not timed: eight times the text may
 * cost at most nine times the work. bench/paste-parse.ts gives the times.
 */
describe("parseRecipeText's cost", () => {
  for (const [name, text] of Object.entries(shapes)) {
    it(`grows no faster than the text for ${name}`, () => {
      const small = text(250);
      const large = text(2000);
      parseRecipeText(small);
      const ratio = countWork(() => parseRecipeText(large)) / countWork(() => parseRecipeText(small));
      expect(ratio).toBeGreaterThan(4);
      expect(ratio).toBeLessThanOrEqual(9);
    });
  }
});
