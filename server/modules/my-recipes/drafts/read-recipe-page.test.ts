import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scorePage } from "./import-score";
import { readRecipePage } from "./read-recipe-page";
import { savedPages, savedPagesDir } from "./saved-pages";

const page = (name: string) => readFileSync(path.join(savedPagesDir, name), "utf8");
const pages = savedPages();

describe("readRecipePage on saved recipe pages", () => {
  // The pages whose .json gives every field of the draft are read exactly so.
  for (const saved of pages.filter((entry) => "prepTime" in entry.expected)) {
    it(`reads ${saved.name}.html as the whole draft its .json expects`, async () => {
      expect(await readRecipePage(saved.html, saved.url)).toEqual(saved.expected);
    });
  }

  it("imports at least 95% of the saved pages well (title, 90% of the ingredients, 80% of the steps' words)", async () => {
    const scores = await Promise.all(pages.map(async (saved) => ({ name: saved.name, ...scorePage(saved.expected, await readRecipePage(saved.html, saved.url)) })));
    const good = scores.filter((score) => score.good);
    expect(good.length / pages.length, `not imported well: ${scores.filter((score) => !score.good).map((score) => score.name).join(", ")}`).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it("answers undefined for a page whose structured data holds no recipe and whose text names no ingredients", async () => {
    expect(await readRecipePage(page("no-recipe.html"), "https://blog.example/tools/")).toBeUndefined();
  });
});

const withJsonLd = (data: unknown, head = "") =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
const url = "https://food.example/r/1";

describe("readRecipePage on the shapes pages give", () => {
  it("follows an image given as a reference to another node of the graph", async () => {
    const html = withJsonLd({
      "@graph": [
        { "@type": "ImageObject", "@id": "https://food.example/r/1#primaryimage", url: "https://food.example/img/1.jpg" },
        { "@type": "Recipe", name: "Dal", image: { "@id": "https://food.example/r/1#primaryimage" }, recipeIngredient: ["1 cup dal"] },
      ],
    });
    expect((await readRecipePage(html, url))?.imageUrl).toBe("https://food.example/img/1.jpg");
  });

  it("splits instructions given as one paragraph into sentences", async () => {
    const html = withJsonLd({ "@type": "Recipe", name: "Tea", recipeInstructions: "Boil the water. Add the tea. Serve hot." });
    expect((await readRecipePage(html, url))?.instructions).toEqual(["Boil the water.", "Add the tea.", "Serve hot."]);
  });

  it("reads an ItemList of steps and skips tips", async () => {
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
    expect((await readRecipePage(html, url))?.instructions).toEqual(["Boil the water.", "Add the tea."]);
  });

  it("uses the page's title when the recipe has no name, and drops images that are not web addresses", async () => {
    const html = withJsonLd(
      { "@type": "Recipe", image: ["data:image/png;base64,AAAA", "javascript:alert(1)"], recipeIngredient: ["1 egg"] },
      '<meta property="og:title" content="Boiled egg">',
    );
    expect(await readRecipePage(html, url)).toMatchObject({ title: "Boiled egg", imageUrl: null, ingredients: ["1 egg"] });
  });

  it("tells French from English by the page's declared language", async () => {
    const html = withJsonLd({ "@type": "Recipe", name: "Poulet rôti", recipeIngredient: ["1 poulet"] }).replace("<html>", '<html lang="fr">');
    expect((await readRecipePage(html, url))?.sourceLanguage).toBe("fr");
  });

  it("reads microdata when a stub recipe comes before the full one", async () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Teaser</span></div>
      <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Chai</h2>
      <span itemprop="recipeIngredient">1 cup milk</span><div itemprop="recipeInstructions"><p>Boil the milk.</p><p>Add the tea.</p></div>
      <meta itemprop="totalTime" content="PT10M"><span itemprop="recipeYield">2</span></div>`;
    expect(await readRecipePage(html, url)).toMatchObject({
      title: "Chai",
      ingredients: ["1 cup milk"],
      instructions: ["Boil the milk.", "Add the tea."],
      cookTime: 10,
      servings: 2,
    });
  });

  it("answers undefined for a page with no structured data at all", async () => {
    expect(await readRecipePage("<html><body><h1>Harees</h1><p>2 cups wheat</p></body></html>", url)).toBeUndefined();
  });
});
