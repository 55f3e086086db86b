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

const withJsonLd = (data: unknown, head = "") =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
const url = "https://food.example/r/1";

describe("readRecipePage on the shapes pages give", () => {
  it("follows an image given as a reference to another node of the graph", () => {
    const html = withJsonLd({
      "@graph": [
        { "@type": "ImageObject", "@id": "https://food.example/r/1#primaryimage", url: "https://food.example/img/1.jpg" },
        { "@type": "Recipe", name: "Dal", image: { "@id": "https://food.example/r/1#primaryimage" }, recipeIngredient: ["1 cup dal"] },
      ],
    });
    expect(readRecipePage(html, url)?.imageUrl).toBe("https://food.example/img/1.jpg");
  });

  it("splits instructions given as one paragraph into sentences", () => {
    const html = withJsonLd({ "@type": "Recipe", name: "Tea", recipeInstructions: "Boil the water. Add the tea. Serve hot." });
    expect(readRecipePage(html, url)?.instructions).toEqual(["Boil the water.", "Add the tea.", "Serve hot."]);
  });

  it("reads an ItemList of steps and skips tips", () => {
    const html = withJsonLd({
      "@type": "Recipe",
      name: "Tea",
      recipeInstructions: {
        "@type": "ItemList",
        itemListElement: [
          { "@type": "ListItem", item: { "@type": "HowToStep", text: "Boil the water." } },
          { "@type": "HowToTip", text: "Use fresh water." },
          { "@type": "HowToStep", name: "Add the tea." },
        ],
      },
    });
    expect(readRecipePage(html, url)?.instructions).toEqual(["Boil the water.", "Add the tea."]);
  });

  it("uses the page's title when the recipe has no name, and drops images that are not web addresses", () => {
    const html = withJsonLd(
      { "@type": "Recipe", image: ["data:image/png;base64,AAAA", "javascript:alert(1)"], recipeIngredient: ["1 egg"] },
      '<meta property="og:title" content="Boiled egg">',
    );
    expect(readRecipePage(html, url)).toMatchObject({ title: "Boiled egg", imageUrl: null, ingredients: ["1 egg"] });
  });

  it("tells French from English by the page's declared language", () => {
    const html = withJsonLd({ "@type": "Recipe", name: "Poulet rôti", recipeIngredient: ["1 poulet"] }).replace("<html>", '<html lang="fr">');
    expect(readRecipePage(html, url)?.sourceLanguage).toBe("fr");
  });

  it("reads microdata when a stub recipe comes before the full one", () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Teaser</span></div>
      <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Chai</h2>
      <span itemprop="recipeIngredient">1 cup milk</span><div itemprop="recipeInstructions"><p>Boil the milk.</p><p>Add the tea.</p></div>
      <meta itemprop="totalTime" content="PT10M"><span itemprop="recipeYield">2</span></div>`;
    expect(readRecipePage(html, url)).toMatchObject({
      title: "Chai",
      ingredients: ["1 cup milk"],
      instructions: ["Boil the milk.", "Add the tea."],
      cookTime: 10,
      servings: 2,
    });
  });

  it("answers undefined for a page with no structured data at all", () => {
    expect(readRecipePage("<html><body><h1>Harees</h1><p>2 cups wheat</p></body></html>", url)).toBeUndefined();
  });
});
