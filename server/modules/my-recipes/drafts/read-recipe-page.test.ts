import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { readRecipePage } from "./read-recipe-page";

const fixtures = path.join(import.meta.dirname, "fixtures", "pages");
const page = (name: string) => readFileSync(path.join(fixtures, name), "utf8");
const withExpectations = readdirSync(fixtures).filter((name) => name.endsWith(".json"));

describe("readRecipePage on recipe pages", () => {
  for (const name of withExpectations) {
    it(`reads ${name.replace(/\.json$/, ".html")} as the draft its .json expects`, () => {
      const expected = JSON.parse(page(name)) as RecipeDraft;
      expect(readRecipePage(page(name.replace(/\.json$/, ".html")), expected.sourceUrl!)).toEqual(expected);
    });
  }

  it("answers undefined for a page whose structured data holds no recipe", () => {
    expect(readRecipePage(page("no-recipe.html"), "https://blog.example/tools/")).toBeUndefined();
  });
});
