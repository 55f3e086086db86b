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
