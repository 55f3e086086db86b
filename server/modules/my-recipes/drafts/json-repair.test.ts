import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseJsonLd } from "./json-repair";
import { normalisedJson } from "./schema-keys";

describe("parseJsonLd reads JSON-LD as browsers and Google accept it", () => {
  it("reads trailing commas in lists and objects", () => {
    expect(parseJsonLd('{"@type":"Recipe","recipeIngredient":["1 egg","2 cups flour",],}')).toEqual({ "@type": "Recipe", recipeIngredient: ["1 egg", "2 cups flour"] });
  });

  it("reads a block that closes with '};'", () => {
    expect(parseJsonLd('{"@type":"Recipe","name":"Dal"};')).toEqual({ "@type": "Recipe", name: "Dal" });
  });

  it("reads \\' escapes as apostrophes", () => {
    expect(parseJsonLd(String.raw`{"name":"Grandma\'s pie","recipeIngredient":["2 gousses d\'ail"]}`)).toEqual({ name: "Grandma's pie", recipeIngredient: ["2 gousses d'ail"] });
  });

  it("keeps a raw line break inside a string as a line break, so a method typed one step a line stays a list", () => {
    expect(parseJsonLd('{"recipeInstructions":"Mix the flour.\nBake for 20 minutes.\nServe."}')).toEqual({ recipeInstructions: "Mix the flour.\nBake for 20 minutes.\nServe." });
  });

  it("reads a block wrapped in an HTML comment or CDATA", () => {
    expect(parseJsonLd('<!--\n{"name":"Tea",}\n-->')).toEqual({ name: "Tea" });
    expect(parseJsonLd('//<![CDATA[\n{"name":"Tea"}\n//]]>')).toEqual({ name: "Tea" });
  });

  it("answers undefined for what cannot be JSON", () => {
    expect(parseJsonLd("")).toBeUndefined();
    expect(parseJsonLd("   ;  ")).toBeUndefined();
  });

  it("never throws, whatever the block holds", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        parseJsonLd(text);
      }),
      { numRuns: 500 },
    );
  });

  it("reads valid JSON exactly as JSON.parse does", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const text = JSON.stringify(value);
        expect(parseJsonLd(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it("reads a list with a trailing comma as the list", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 8 }), (items) => {
        expect(parseJsonLd(`{"recipeIngredient":${JSON.stringify(items).replace(/\]$/, ",]")}}`)).toEqual({ recipeIngredient: items });
      }),
      { numRuns: 300 },
    );
  });
});

describe("normalisedJson reads the shapes plugins write", () => {
  it("names properties as schema.org does, whatever their case", () => {
    expect(normalisedJson({ "@type": "Recipe", RecipeIngredient: ["1 egg"], RecipeInstructions: { ItemListElement: [{ Text: "Boil." }] } })).toEqual({
      "@type": "Recipe",
      recipeIngredient: ["1 egg"],
      recipeInstructions: { itemListElement: [{ text: "Boil." }] },
    });
  });

  it("reads an object with numbered keys as a list in their order", () => {
    expect(normalisedJson({ "@graph": { "1": { name: "b" }, "0": { name: "a" }, "10": { name: "c" } } })).toEqual({ "@graph": [{ name: "a" }, { name: "b" }, { name: "c" }] });
  });

  it("keeps the exact name when a page writes a property twice in two cases", () => {
    expect(normalisedJson({ Name: "second", name: "first" })).toEqual({ name: "first" });
  });

  it("never throws and stops at its depth bound, however deep the value", () => {
    let deep: unknown = "bottom";
    for (let level = 0; level < 5000; level += 1) deep = { item: deep };
    expect(() => normalisedJson(deep)).not.toThrow();
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => void normalisedJson(value)), { numRuns: 300 });
  });
});
