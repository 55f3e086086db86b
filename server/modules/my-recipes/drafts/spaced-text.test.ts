import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { spacedText } from "./spaced-text";

const text = (html: string, asPasted = false) => {
  const $ = load(html, null, false);
  return spacedText($, $.root().get(0), { asPasted });
};

describe("spacedText reads an element as it reads on screen", () => {
  it("puts a space between inline elements written without one", () => {
    expect(text("<li><span>150</span><span>g</span><span>Risottoreis</span></li>")).toBe("150 g Risottoreis");
  });

  it("does not put a space before punctuation that follows an element", () => {
    expect(text("<li><a href='/onion'>1 onion</a>, chopped</li>")).toBe("1 onion, chopped");
  });

  it("reads a term and its description as one line", () => {
    expect(text("<dl><dt>150 g</dt><dd>Risottoreis</dd><dt>1</dt><dd>Zwiebel</dd></dl>")).toBe("150 g Risottoreis\n1 Zwiebel");
  });

  it("writes lists as a person pasting them would: bullets, numbered steps, blank lines between blocks", () => {
    expect(text("<h2>Zutaten</h2><ul><li>1 Ei</li><li>200 g Mehl</li></ul><h2>Zubereitung</h2><ol><li>Rühren.</li><li>Backen.</li></ol>", true)).toBe(
      "Zutaten\n\n• 1 Ei\n• 200 g Mehl\n\nZubereitung\n\n1. Rühren.\n2. Backen.",
    );
  });
});
