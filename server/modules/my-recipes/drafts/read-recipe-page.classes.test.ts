import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readRecipePage } from "./read-recipe-page";

/** One failure class of decision 0067 each: a page built the way real sites break, and what the owner must get. */
const url = "https://food.example/r/1/";
const ldPage = (block: string, body = "", head = "") =>
  `<html lang="en-US"><head>${head}<script type="application/ld+json">${block}</script></head><body>${body}</body></html>`;
const recipe = (fields: Record<string, unknown>) => JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", name: "Dal", ...fields });
const steps = [{ "@type": "HowToStep", text: "Boil the lentils." }, { "@type": "HowToStep", text: "Add the tempering." }];

describe("a page with no usable schema.org Recipe is read from its own text, and marked for the owner to check", () => {
  const blog = `<html lang="de"><head><title>Omas Linsensuppe | Mein Kochblog</title></head><body>
    <header><nav><a href="/">Start</a> <a href="/rezepte">Rezepte</a></nav></header>
    <article><h1>Omas Linsensuppe</h1><p>Diese Suppe hat meine Oma jeden Winter gekocht, und sie wärmt bis heute die ganze Familie.</p>
    <h2>Zutaten</h2><ul><li>250 g Linsen</li><li>1 Zwiebel</li><li>2 Karotten</li><li>1 l Gemüsebrühe</li></ul>
    <h2>Zubereitung</h2><ol><li>Die Zwiebel würfeln und in Öl anschwitzen.</li><li>Linsen, Karotten und Brühe zugeben und 30 Minuten köcheln.</li></ol></article>
    <div id="comments"><h3>2 Kommentare</h3><p>Sehr lecker!</p></div><footer>© 2024</footer></body></html>`;

  it("reads a German blog without structured data by its headings and lists", async () => {
    expect(await readRecipePage(blog, url)).toMatchObject({
      title: "Omas Linsensuppe",
      ingredients: ["250 g Linsen", "1 Zwiebel", "2 Karotten", "1 l Gemüsebrühe"],
      instructions: ["Die Zwiebel würfeln und in Öl anschwitzen.", "Linsen, Karotten und Brühe zugeben und 30 Minuten köcheln."],
      sourceLanguage: "de",
      readFrom: "page-text",
    });
  });

  it("takes the lists from the text when the Recipe has none, and keeps what the Recipe says", async () => {
    const page = ldPage(recipe({ name: "Harira", prepTime: "PT15M", cookTime: "PT45M", image: "https://food.example/harira.jpg" }), `<article><h1>Harira</h1>
      <h2>المكونات</h2><ul><li>١ كوب عدس</li><li>٢ طماطم</li><li>بصلة مفرومة</li></ul><h2>طريقة التحضير</h2><ol><li>نقلي البصل ثم نضيف الطماطم.</li><li>نضيف العدس والماء ونطبخ ساعة.</li></ol></article>`);
    expect(await readRecipePage(page, url)).toMatchObject({
      title: "Harira",
      prepTime: 15,
      cookTime: 45,
      imageUrl: "https://food.example/harira.jpg",
      ingredients: ["١ كوب عدس", "٢ طماطم", "بصلة مفرومة"],
      instructions: ["نقلي البصل ثم نضيف الطماطم.", "نضيف العدس والماء ونطبخ ساعة."],
      readFrom: "page-text",
    });
  });

  it("reads a recipe from its structured data as such, not for checking", async () => {
    expect((await readRecipePage(ldPage(recipe({ recipeIngredient: ["1 cup dal"], recipeInstructions: steps })), url))?.readFrom).toBe("structured-data");
  });

  it("reads nothing from a page whose text names no ingredients", async () => {
    expect(await readRecipePage("<html><body><h1>10 kitchen tools</h1><ol><li>1 good knife</li><li>2 pans for frying.</li></ol></body></html>", url)).toBeUndefined();
  });
});

describe("microdata is read as the page shows it", () => {
  const scope = (inner: string, type = "https://schema.org/Recipe") => `<div itemscope itemtype="${type}"><h1 itemprop="name">Risotto</h1>${inner}</div>`;

  it("keeps the spaces between inline elements the page's style puts there", async () => {
    const html = scope(`<ul><li itemprop="recipeIngredient"><span>150</span><span>g</span><span>Risottoreis</span></li><li itemprop="recipeIngredient"><span>1</span><span>Zwiebel</span></li></ul><p itemprop="recipeInstructions">Kochen.</p>`);
    expect((await readRecipePage(html, url))?.ingredients).toEqual(["150 g Risottoreis", "1 Zwiebel"]);
  });

  it("reads a quantity and its ingredient in a <dt> and its <dd> as one line", async () => {
    const html = scope(`<dl itemprop="recipeIngredient"><dt>150 g</dt><dd>Risottoreis</dd><dt>1</dt><dd>Zwiebel</dd></dl><p itemprop="recipeInstructions">Kochen.</p>`);
    expect((await readRecipePage(html, url))?.ingredients).toEqual(["150 g Risottoreis", "1 Zwiebel"]);
  });

  it("reads the legacy names ingredients, ingredient (with amount and name) and instructions", async () => {
    const legacy = scope(`<li itemprop="ingredients">2 cups rice</li><li itemprop="ingredients">1 onion</li><div itemprop="instructions"><p>Fry the onion.</p><p>Add the rice.</p></div>`);
    expect(await readRecipePage(legacy, url)).toMatchObject({ ingredients: ["2 cups rice", "1 onion"], instructions: ["Fry the onion.", "Add the rice."] });
    const dataVocabulary = scope(
      `<li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient"><span itemprop="amount">2 cups</span> <span itemprop="name">rice</span></li><p itemprop="instructions">Cook.</p>`,
      "http://data-vocabulary.org/Recipe",
    );
    expect((await readRecipePage(dataVocabulary, url))?.ingredients).toEqual(["2 cups rice"]);
  });

  it("reads properties the page leaves outside its Recipe element, and those it names by itemref", async () => {
    const outside = `${scope("")}<ul><li itemprop="recipeIngredient">1 cup lentils</li><li itemprop="recipeIngredient">1 onion</li></ul><ol><li itemprop="recipeInstructions">Boil.</li></ol>`;
    expect(await readRecipePage(outside, url)).toMatchObject({ ingredients: ["1 cup lentils", "1 onion"], instructions: ["Boil."] });
    const referenced = `<div itemscope itemtype="https://schema.org/Recipe" itemref="list steps"><h1 itemprop="name">Hummus</h1></div><ul id="list"><li itemprop="recipeIngredient">1 can chickpeas</li></ul><ol id="steps"><li itemprop="recipeInstructions">Blend.</li></ol>`;
    expect(await readRecipePage(referenced, url)).toMatchObject({ title: "Hummus", ingredients: ["1 can chickpeas"], instructions: ["Blend."] });
  });

  it("prefers ten separate ingredients to one recipeIngredient that joins them", async () => {
    const lines = Array.from({ length: 10 }, (_, index) => `${index + 1} g spice ${index + 1}`);
    const html = scope(`<meta itemprop="recipeIngredient" content="${lines.join(", ")}">${lines.map((line) => `<li itemprop="ingredients">${line}</li>`).join("")}<p itemprop="recipeInstructions">Mix.</p>`);
    expect((await readRecipePage(html, url))?.ingredients).toEqual(lines);
  });
});

describe("JSON-LD that JSON.parse refuses is repaired", () => {
  it("reads trailing commas, a closing '};' and \\' escapes", async () => {
    expect((await readRecipePage(ldPage('{"@type":"Recipe","name":"Dal","recipeIngredient":["1 cup dal",],"recipeInstructions":["Boil.",],};'), url))?.ingredients).toEqual(["1 cup dal"]);
    expect((await readRecipePage(ldPage(String.raw`{"@type":"Recipe","name":"Gran\'s dal","recipeIngredient":["1 cup dal"],"recipeInstructions":["Boil."]}`), url))?.title).toBe("Gran's dal");
  });

  it("keeps a method typed one step a line, with raw line breaks, as separate steps", async () => {
    const html = ldPage('{"@type":"Recipe","name":"Tea","recipeIngredient":["2 cups water"],"recipeInstructions":"Boil the water\nAdd the tea\nServe hot"}');
    expect((await readRecipePage(html, url))?.instructions).toEqual(["Boil the water", "Add the tea", "Serve hot"]);
  });
});

describe("every shape of recipe data is walked", () => {
  it("reads ingredients as one list per group, and steps as a list of lists", async () => {
    const html = ldPage(recipe({ recipeIngredient: [["For the dough:", "2 cups flour", "1 egg"], ["For the filling:", "200 g cheese"]], recipeInstructions: [steps] }));
    expect(await readRecipePage(html, url)).toMatchObject({ ingredients: ["2 cups flour", "1 egg", "200 g cheese"], instructions: ["Boil the lentils.", "Add the tempering."] });
  });

  it("reads a @graph written as an object with numbered keys, and keys in another case", async () => {
    const numbered = ldPage(JSON.stringify({ "@graph": { 0: { "@type": "WebPage" }, 1: { "@type": "Recipe", name: "Dal", recipeIngredient: ["1 cup dal"], recipeInstructions: steps } } }));
    expect((await readRecipePage(numbered, url))?.ingredients).toEqual(["1 cup dal"]);
    const cased = ldPage(JSON.stringify({ "@type": "Recipe", Name: "Dal", RecipeIngredient: ["1 cup dal"], RecipeInstructions: { "@type": "ItemList", ItemListElement: [{ "@type": "ListItem", Item: { "@type": "HowToStep", Text: "Boil." } }] } }));
    expect(await readRecipePage(cased, url)).toMatchObject({ title: "Dal", ingredients: ["1 cup dal"], instructions: ["Boil."] });
  });

  it("reads the steps of HowToSections and leaves their headings out", async () => {
    const html = ldPage(recipe({ recipeIngredient: ["1 cup dal"], recipeInstructions: [{ "@type": "HowToSection", name: "For the tempering", itemListElement: steps }, { "@type": "HowToSection", name: "To serve", step: [{ "@type": "HowToStep", text: "Serve hot." }] }] }));
    expect((await readRecipePage(html, url))?.instructions).toEqual(["Boil the lentils.", "Add the tempering.", "Serve hot."]);
  });
});

describe("ingredient lines keep their quantities", () => {
  it("does not take a leading quantity for a step number", async () => {
    const html = ldPage(recipe({ recipeIngredient: ["2 - Brown Onions, sliced", "1-½ cups water", "▢ 1 tsp salt", "1) 200 g flour"], recipeInstructions: steps }));
    expect((await readRecipePage(html, url))?.ingredients).toEqual(["2 - Brown Onions, sliced", "1-½ cups water", "1 tsp salt", "200 g flour"]);
  });

  it("reads a line break inside one ingredient entry as one ingredient", async () => {
    const html = ldPage(recipe({ recipeIngredient: ["1 cup rice,\nwashed and drained", "2 cups water"], recipeInstructions: steps }));
    expect((await readRecipePage(html, url))?.ingredients).toEqual(["1 cup rice, washed and drained", "2 cups water"]);
  });

  it("still splits one entry that holds the whole list", async () => {
    const html = ldPage(recipe({ recipeIngredient: "1 cup rice\n2 cups water", recipeInstructions: steps }));
    expect((await readRecipePage(html, url))?.ingredients).toEqual(["1 cup rice", "2 cups water"]);
  });
});

describe("the picture", () => {
  const head = '<meta property="og:image" content="https://cdn.food.example/dal.jpg">';
  it("is the page's og:image when the recipe has none", async () => {
    expect((await readRecipePage(ldPage(recipe({ recipeIngredient: ["1 cup dal"], recipeInstructions: steps }), "", head), url))?.imageUrl).toBe("https://cdn.food.example/dal.jpg");
  });

  it("is never the page itself, as an empty image address would make it", async () => {
    expect((await readRecipePage(ldPage(recipe({ image: "", recipeIngredient: ["1 cup dal"], recipeInstructions: steps })), url))?.imageUrl).toBeNull();
    expect((await readRecipePage(ldPage(recipe({ image: { "@type": "ImageObject", url: " " }, recipeIngredient: ["1 cup dal"], recipeInstructions: steps }), "", head), url))?.imageUrl).toBe(
      "https://cdn.food.example/dal.jpg",
    );
  });
});

describe("servings and times", () => {
  it("counts a range of servings by its lower end and keeps its words", async () => {
    for (const [recipeYield, servings] of [["8 - 10 servings", 8], ["Serves 2 to 4", 2]] as const) {
      expect(await readRecipePage(ldPage(recipe({ recipeYield, recipeIngredient: ["1 cup dal"], recipeInstructions: steps })), url)).toMatchObject({ servings, servingsText: recipeYield });
    }
  });

  it("takes the total time as the cooking time when prep and cook are missing, resting included", async () => {
    expect((await readRecipePage(ldPage(recipe({ totalTime: "PT4H30M", recipeIngredient: ["1 cup dal"], recipeInstructions: steps })), url))).toMatchObject({ prepTime: null, cookTime: 270 });
  });
});

describe("the recipe's language", () => {
  it("is told from its own text, not from a page's default lang", async () => {
    const html = ldPage(recipe({ name: "Tortilla de patatas", recipeIngredient: ["5 patatas medianas", "6 huevos", "1 cebolla"], recipeInstructions: ["Pela las patatas y córtalas en láminas finas.", "Bate los huevos y cuaja la tortilla por ambos lados."] }));
    expect((await readRecipePage(html, url))?.sourceLanguage).toBe("es");
  });

  it("is Russian or Chinese for a page in Cyrillic or Han, no longer English", async () => {
    const russian = ldPage(recipe({ name: "Блины", recipeIngredient: ["500 мл молока", "2 яйца"], recipeInstructions: ["Смешайте молоко с яйцами и мукой.", "Жарьте блины на сковороде."] }));
    const chinese = ldPage(recipe({ name: "红烧肉", recipeIngredient: ["五花肉500克", "冰糖30克"], recipeInstructions: ["五花肉切块焯水。", "小火炖一个小时。"] }));
    expect([(await readRecipePage(russian, url))?.sourceLanguage, (await readRecipePage(chinese, url))?.sourceLanguage]).toEqual(["ru", "zh"]);
  });
});

describe("odd input never breaks the import", () => {
  it("reads any HTML, with any JSON-LD in it, without throwing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 400 }), fc.string({ maxLength: 200 }), async (block, body) => {
        await readRecipePage(`<html><head><script type="application/ld+json">${block}</script></head><body>${body}</body></html>`, url);
      }),
      { numRuns: 150 },
    );
    // Each page is read as text too (Readability): seconds on a busy machine, never a timed limit.
  }, 60_000);

  it("reads any JSON value given as a Recipe's fields without throwing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("name", "recipeIngredient", "recipeInstructions", "image", "recipeYield", "totalTime", "@graph", "ItemListElement"), fc.jsonValue({ maxDepth: 4 })), async (fields) => {
        await readRecipePage(ldPage(JSON.stringify({ "@type": "Recipe", ...fields })), url);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
