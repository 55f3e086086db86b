import { describe, expect, it } from "vitest";
import { helperLanguages } from "./languages";
import { helperHeadings } from "./helper-headings";

describe("the helper-language headings", () => {
  it("are written in each language's own script, with no letter of another", () => {
    for (const { code, script } of helperLanguages) {
      for (const heading of Object.values(helperHeadings[code])) {
        const letters = [...heading].filter((char) => /\p{L}|\p{M}/u.test(char));
        const foreign = letters.filter((char) => !new RegExp(`[\\p{Script=${script}}\\p{Script=Inherited}]`, "u").test(char));
        expect(foreign, `${code}: ${heading}`).toEqual([]);
      }
    }
  });
});
