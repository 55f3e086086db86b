/**
 * Page templates, each written from how one kind of real recipe site marks its pages up (WordPress with Yoast
 * and WP Recipe Maker, Tasty Recipes, Mediavine Create, Arabic news-and-recipe portals, Chefkoch, Marmiton,
 * Cookpad, old microdata themes, microformats h-recipe, blogs with no structured data), with the faults the
 * import meets on them. Scripts, styles and most of the chrome are left out, as a saved page stripped to what
 * the import reads; the JSON-LD is kept as such sites print it.
 */
import { amountAndName, esc, headings, ldJson, stories, type Recipe } from "./markup";

export type PageOptions = { site: string; slug: string; quirk?: string };
const rtl = new Set(["ar", "ur", "fa", "he"]);

function page(recipe: Recipe, options: PageOptions, head: string, body: string, htmlLang = recipe.language): string {
  const url = `https://${options.site}/${options.slug}/`;
  const siteName = options.site.replace(/\.example$/, "").replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => (dash ? " " : "") + letter.toUpperCase());
  return `<!DOCTYPE html>
<html lang="${htmlLang}"${rtl.has(recipe.language) ? ' dir="rtl"' : ""}>
<head>
<meta charset="utf-8">
<title>${esc(recipe.title)} - ${esc(siteName)}</title>
<link rel="canonical" href="${url}">
<meta property="og:title" content="${esc(recipe.title)} - ${esc(siteName)}">
<meta property="og:image" content="https://${options.site}/wp-content/uploads/${options.slug}.jpg">
${head}
</head>
<body>
<header class="site-header"><a class="logo" href="https://${options.site}/">${esc(siteName)}</a><nav><ul><li><a href="/recipes/">Recipes</a></li><li><a href="/about/">About</a></li><li><a href="/contact/">Contact</a></li></ul></nav></header>
${body}
<footer class="site-footer"><p>© 2024 ${esc(siteName)}</p><ul><li><a href="/privacy/">Privacy</a></li></ul></footer>
</body>
</html>
`;
}

const ld = (data: unknown, attributes = "") => `<script type="application/ld+json"${attributes}>${typeof data === "string" ? data : ldJson(data)}</script>`;
const words = (recipe: Recipe) => headings[recipe.language] ?? headings.en!;
const story = (recipe: Recipe) => stories[recipe.language] ?? stories.en!;
const steps = (recipe: Recipe, url: string, prefix: string) =>
  recipe.steps.map((text, index) => ({ "@type": "HowToStep", text, name: text, url: `${url}#${prefix}-${index + 1}` }));
const image = (options: PageOptions) => [`https://${options.site}/wp-content/uploads/${options.slug}-1x1.jpg`, `https://${options.site}/wp-content/uploads/${options.slug}-4x3.jpg`];
const urlOf = (options: PageOptions) => `https://${options.site}/${options.slug}/`;

/** The visible recipe card of WP Recipe Maker. */
function wprmCard(recipe: Recipe): string {
  const [ingredientsWord, methodWord] = words(recipe);
  const ingredients = recipe.ingredients
    .map((line, index) => {
      const [amount, name] = amountAndName(line);
      return `<li class="wprm-recipe-ingredient" style="list-style-type: none;" data-uid="${index}"><span class="wprm-checkbox-container"><input type="checkbox" aria-label="&nbsp;${esc(name)}" class="wprm-checkbox" id="wprm-checkbox-${index}"><label for="wprm-checkbox-${index}" class="wprm-checkbox-label"><span class="sr-only screen-reader-text wprm-screen-reader-text">▢ </span></label></span>${amount ? `<span class="wprm-recipe-ingredient-amount">${esc(amount)}</span>&#32;` : ""}<span class="wprm-recipe-ingredient-name">${esc(name)}</span></li>`;
    })
    .join("\n");
  const method = recipe.steps.map((text, index) => `<li id="wprm-recipe-1-step-0-${index}" class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text" style="margin-bottom: 5px;"><span style="display: block;">${esc(text)}</span></div></li>`).join("\n");
  return `<div id="recipe"></div><div id="wprm-recipe-container-1" class="wprm-recipe-container" data-recipe-id="1"><div class="wprm-recipe wprm-recipe-template-chic">
<h2 class="wprm-recipe-name wprm-block-text-bold">${esc(recipe.title)}</h2>
<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header">${esc(ingredientsWord)}</h3><div class="wprm-recipe-ingredient-group"><ul class="wprm-recipe-ingredients">
${ingredients}
</ul></div></div>
<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header wprm-recipe-instructions-header">${esc(methodWord)}</h3><div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions">
${method}
</ul></div></div>
</div></div>`;
}

/** WordPress + Yoast SEO's @graph, with WP Recipe Maker's Recipe node in it, and the visible card. */
export function wordpressGraph(recipe: Recipe, options: PageOptions): string {
  const url = urlOf(options);
  const ingredients = [...recipe.ingredients];
  const recipeNode: Record<string, unknown> = {
    "@type": "Recipe",
    name: recipe.title,
    author: { "@type": "Person", name: "Admin" },
    description: recipe.steps[0],
    datePublished: "2024-02-11T09:00:00+00:00",
    image: image(options),
    recipeYield: ["4", "4 servings"],
    prepTime: "PT15M",
    cookTime: "PT30M",
    totalTime: "PT45M",
    recipeIngredient: ingredients,
    recipeInstructions:
      options.quirk === "sections"
        ? [
            { "@type": "HowToSection", name: "Prepare", itemListElement: steps(recipe, url, "wprm-recipe-1-step-0").slice(0, 2) },
            { "@type": "HowToSection", name: "Cook", itemListElement: steps(recipe, url, "wprm-recipe-1-step-1").slice(2) },
          ]
        : steps(recipe, url, "wprm-recipe-1-step-0"),
    recipeCategory: ["Main Course"],
    "@id": `${url}#recipe`,
    isPartOf: { "@id": `${url}#article` },
    mainEntityOfPage: url,
  };
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "Article", "@id": `${url}#article`, isPartOf: { "@id": url }, headline: recipe.title, mainEntityOfPage: { "@id": url }, inLanguage: recipe.language },
      { "@type": "WebPage", "@id": url, url, name: `${recipe.title} - Blog`, primaryImageOfPage: { "@id": `${url}#primaryimage` } },
      { "@type": "ImageObject", "@id": `${url}#primaryimage`, url: image(options)[0], contentUrl: image(options)[0], width: 1200, height: 1200 },
      { "@type": "BreadcrumbList", "@id": `${url}#breadcrumb`, itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: `https://${options.site}/` }, { "@type": "ListItem", position: 2, name: recipe.title }] },
      recipeNode,
    ],
  };
  let json = ldJson(graph);
  // A line break inside one ingredient entry, as some editors leave it (still one ingredient).
  if (options.quirk === "broken-line") json = json.replace(ldJson(recipe.ingredients[0]!).slice(1, -1), ldJson(recipe.ingredients[0]!).slice(1, -1).replace(", ", ",\\n"));
  return page(recipe, options, ld(json, ' class="yoast-schema-graph"'), `<main id="content"><article class="post type-post status-publish">
<h1 class="entry-title">${esc(recipe.title)}</h1>
<div class="entry-content"><a href="#recipe" class="wprm-recipe-jump wprm-recipe-link">Jump to Recipe</a>
<p>${esc(story(recipe))}</p>
${wprmCard(recipe)}
</div></article></main>`);
}

/** Tasty Recipes: one Recipe block after the card, yield as a list, its card's own markup. */
export function tastyRecipes(recipe: Recipe, options: PageOptions): string {
  const url = urlOf(options);
  const [ingredientsWord, methodWord] = words(recipe);
  const data = {
    "@context": "https://schema.org/",
    "@type": "Recipe",
    name: recipe.title,
    description: "",
    author: { "@type": "Person", name: "Anna" },
    image: options.quirk === "empty-image" ? "" : image(options),
    url,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: steps(recipe, url, "instruction-step"),
    prepTime: "PT10M",
    cookTime: "PT25M",
    totalTime: "PT35M",
    recipeYield: ["8", "8 - 10 servings"],
    recipeCategory: "Dinner",
    cookingMethod: "Stovetop",
    aggregateRating: { "@type": "AggregateRating", reviewCount: "12", ratingValue: "4.8" },
    "@id": `${url}#recipe`,
    isPartOf: { "@id": `${url}#article` },
    mainEntityOfPage: url,
  };
  return page(recipe, options, "", `<main class="content"><article class="post">
<h1 class="entry-title">${esc(recipe.title)}</h1>
<p>${esc(story(recipe))}</p>
<div class="tasty-recipes tasty-recipes-1 tasty-recipes-display"><div class="tasty-recipes-entry-header"><h2 class="tasty-recipes-title">${esc(recipe.title)}</h2></div>
<div class="tasty-recipes-ingredients"><h3 data-tasty-recipes-customization="color.color">${esc(ingredientsWord)}</h3><div class="tasty-recipes-ingredients-body"><ul>
${recipe.ingredients.map((line) => { const [amount, name] = amountAndName(line); return `<li data-tr-ingredient-checkbox="">${amount ? `<span data-amount="${esc(amount)}">${esc(amount)}</span> ` : ""}${esc(name)}</li>`; }).join("\n")}
</ul></div></div>
<div class="tasty-recipes-instructions"><h3>${esc(methodWord)}</h3><div class="tasty-recipes-instructions-body"><ol>
${recipe.steps.map((text, index) => `<li id="instruction-step-${index + 1}">${esc(text)}</li>`).join("\n")}
</ol></div></div></div>
${ld(data)}
</article></main>`);
}

/** Mediavine Create: its JSON-LD as an array in a block of its own class, and its card. */
export function mediavineCreate(recipe: Recipe, options: PageOptions): string {
  const url = urlOf(options);
  const [ingredientsWord, methodWord] = words(recipe);
  const data = [
    {
      "@context": "http://schema.org",
      "@type": "Recipe",
      name: recipe.title,
      author: "Mel",
      datePublished: "2023-10-02",
      recipeYield: 6,
      image: image(options),
      prepTime: "PT20M",
      cookTime: "PT1H",
      totalTime: "PT1H20M",
      recipeIngredient: recipe.ingredients,
      recipeInstructions: recipe.steps.map((text, index) => ({ "@type": "HowToStep", text, position: index + 1, name: text, url: `${url}#mv_create_1_${index + 1}` })),
      recipeCategory: "Main Dishes",
      keywords: recipe.title.toLowerCase(),
      nutrition: { "@type": "NutritionInformation", calories: "410 calories", servingSize: "1" },
      url,
    },
  ];
  return page(recipe, options, ld(data, ' class="mv-create-json-ld mv-create-json-ld-recipe-1"'), `<main><article>
<h1 class="entry-title">${esc(recipe.title)}</h1>
<p>${esc(story(recipe))}</p>
<div id="mv-creation-1" class="mv-create-card mv-create-card-1 mv-recipe-card mv-create-card-style-centered-dark"><h2 class="mv-create-title mv-create-title-primary">${esc(recipe.title)}</h2>
<div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title mv-create-title-secondary">${esc(ingredientsWord)}</h3><ul>
${recipe.ingredients.map((line) => `<li>${esc(line)}</li>`).join("\n")}
</ul></div>
<div class="mv-create-instructions mv-create-instructions-slot-v2"><h3 class="mv-create-instructions-title mv-create-title-secondary">${esc(methodWord)}</h3><ol>
${recipe.steps.map((text, index) => `<li id="mv_create_1_${index + 1}">${esc(text)}</li>`).join("\n")}
</ol></div></div>
</article></main>`);
}

/** An Arabic news-and-recipes portal: a NewsArticle and a Recipe in one array, the method as one text. */
export function arabicPortal(recipe: Recipe, options: PageOptions): string {
  const [ingredientsWord, methodWord] = words(recipe);
  const method =
    options.quirk === "br"
      ? recipe.steps.map((text) => `${esc(text)}<br>`).join("")
      : options.quirk === "ol"
        ? `<ol>${recipe.steps.map((text) => `<li>${esc(text)}</li>`).join("")}</ol>`
        : recipe.steps.map((text, index) => `${index + 1}- ${text}`).join("\n");
  const data = [
    { "@context": "https://schema.org", "@type": "NewsArticle", headline: recipe.title, datePublished: "2024-03-12T10:00:00+04:00", author: { "@type": "Organization", name: "فريق التحرير" }, image: { "@type": "ImageObject", url: image(options)[0], width: 1200, height: 675 } },
    { "@context": "https://schema.org", "@type": "Recipe", name: recipe.title, image: { "@type": "ImageObject", url: image(options)[0] }, recipeCategory: "أطباق رئيسية", recipeCuisine: "خليجي", recipeYield: "٤-٦ أشخاص", prepTime: "PT20M", cookTime: "PT1H", recipeIngredient: recipe.ingredients, recipeInstructions: method },
  ];
  return page(recipe, options, ld(data), `<main><div class="article-page"><h1 class="article-title">${esc(recipe.title)}</h1>
<div class="article-body"><p>${esc(story(recipe))}</p>
<h2>${esc(ingredientsWord)}</h2><ul class="ingredients">${recipe.ingredients.map((line) => `<li>${esc(line)}</li>`).join("")}</ul>
<h2>${esc(methodWord)}</h2><ol class="steps">${recipe.steps.map((text) => `<li>${esc(text)}</li>`).join("")}</ol>
</div></div></main>`);
}

/** Chefkoch: the method as one text of paragraphs, the ingredients as a table of amount and name. */
export function chefkoch(recipe: Recipe, options: PageOptions): string {
  const [ingredientsWord, methodWord] = words(recipe);
  const data = {
    "@context": "http://schema.org",
    "@type": "Recipe",
    image: image(options)[0],
    recipeCategory: "Hauptspeise",
    recipeIngredient: recipe.ingredients,
    name: recipe.title,
    description: `${recipe.title} - ${recipe.steps[0]}`,
    recipeInstructions: recipe.steps.join("\n\n"),
    author: { "@type": "Person", name: "koch123" },
    datePublished: "2008-05-20",
    prepTime: "P0DT0H20M",
    cookTime: "P0DT0H40M",
    totalTime: "P0DT1H0M",
    recipeYield: "4 Portion(en)",
    aggregateRating: { "@type": "AggregateRating", ratingCount: 311, ratingValue: 4.6 },
  };
  return page(recipe, options, ld(data), `<main><article class="ds-container"><h1>${esc(recipe.title)}</h1>
<h2>${esc(ingredientsWord)}</h2>
<table class="ingredients table-header"><tbody>
${recipe.ingredients.map((line) => { const [amount, name] = amountAndName(line); return `<tr><td class="td-left"><span>${esc(amount).replace(" ", "&nbsp;")}</span></td><td class="td-right"><span>${esc(name)}</span></td></tr>`; }).join("\n")}
</tbody></table>
<h2>${esc(methodWord)}</h2>
<div class="ds-box">${recipe.steps.map((text) => esc(text)).join("<br><br>")}</div>
</article></main>`);
}

/** Marmiton-like: a Recipe block with its steps as HowToSteps and a yield in words. */
export function marmiton(recipe: Recipe, options: PageOptions): string {
  const [ingredientsWord, methodWord] = words(recipe);
  const data = {
    "@context": "http://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    recipeCategory: "Plat principal",
    image: [image(options)[0]],
    datePublished: "2019-04-10T14:22:01+02:00",
    prepTime: "PT20M",
    cookTime: "PT45M",
    totalTime: "PT1H5M",
    recipeYield: "4 personnes",
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text) => ({ "@type": "HowToStep", text })),
    author: "Marie_42",
    description: recipe.steps.join(" ").slice(0, 140),
    keywords: recipe.title,
  };
  return page(recipe, options, ld(data), `<main><div class="recipe-header"><h1 class="main-title">${esc(recipe.title)}</h1></div>
<div class="recipe-ingredients"><h2>${esc(ingredientsWord)}</h2>${recipe.ingredients.map((line) => `<div class="card-ingredient"><span class="card-ingredient-title">${esc(line)}</span></div>`).join("")}</div>
<div class="recipe-preparation"><h2>${esc(methodWord)}</h2>${recipe.steps.map((text, index) => `<div class="recipe-step-list__container"><h3>Étape ${index + 1}</h3><p>${esc(text)}</p></div>`).join("")}</div></main>`);
}

/** Cookpad-like: steps as HowToSteps with pictures, the page's sections in the recipe's language. */
export function cookpad(recipe: Recipe, options: PageOptions): string {
  const url = urlOf(options);
  const [ingredientsWord, methodWord] = words(recipe);
  const data = {
    "@context": "http://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    url,
    image: image(options)[0],
    author: { "@type": "Person", name: "cook_12345" },
    recipeYield: "2人分",
    cookTime: "PT20M",
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text, index) => ({ "@type": "HowToStep", text, image: `https://img.${options.site}/steps/${index + 1}.jpg` })),
    recipeCategory: "",
    inLanguage: recipe.language,
  };
  return page(recipe, options, ld(data), `<main><div id="recipe"><h1 class="recipe-title">${esc(recipe.title)}</h1>
<div id="ingredients"><h2>${esc(ingredientsWord)}</h2><ol class="ingredient-list">${recipe.ingredients.map((line) => { const parts = line.split(" "); return `<li><span class="name">${esc(parts.slice(0, -1).join(" ") || line)}</span> <bdi class="quantity">${parts.length > 1 ? esc(parts.at(-1)!) : ""}</bdi></li>`; }).join("")}</ol></div>
<div id="steps"><h2>${esc(methodWord)}</h2><ol class="step-list">${recipe.steps.map((text, index) => `<li class="step"><div class="step-number">${index + 1}</div><p>${esc(text)}</p></li>`).join("")}</ol></div>
</div></main>`);
}

/** Old themes marked up with microdata only, in the ways they break it. */
export function microdata(recipe: Recipe, options: PageOptions): string {
  const [ingredientsWord, methodWord] = words(recipe);
  const title = `<h1 itemprop="name">${esc(recipe.title)}</h1>`;
  const picture = `<img itemprop="image" src="/images/${options.slug}.jpg" alt="">`;
  const ol = (property: string) => `<ol itemprop="${property}">${recipe.steps.map((text) => `<li>${esc(text)}</li>`).join("")}</ol>`;
  let body: string;
  switch (options.quirk) {
    case "inline-spans":
      // Amount, unit and name in spans with no space between them: the theme's style puts the gaps there.
      body = `<div itemscope itemtype="http://schema.org/Recipe">${title}${picture}
<h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => `<li itemprop="recipeIngredient">${line.split(" ").map((word, index) => `<span class="${["amount", "unit"][index] ?? "name"}">${esc(word)}</span>`).join("")}</li>`).join("")}</ul>
<h2>${esc(methodWord)}</h2><div itemprop="recipeInstructions">${recipe.steps.map((text) => `<p>${esc(text)}</p>`).join("")}</div></div>`;
      break;
    case "dt-dd":
      body = `<div itemscope itemtype="https://schema.org/Recipe">${title}${picture}
<h2>${esc(ingredientsWord)}</h2><dl class="zutaten" itemprop="ingredients">${recipe.ingredients.map((line) => { const [amount, name] = amountAndName(line); return `<dt>${esc(amount)}</dt><dd>${esc(name)}</dd>`; }).join("")}</dl>
<h2>${esc(methodWord)}</h2>${ol("recipeInstructions")}</div>`;
      break;
    case "legacy":
      body = `<div class="recipe" itemscope itemtype="http://schema.org/Recipe">${title}${picture}<meta itemprop="totalTime" content="PT1H">
<h3>${esc(ingredientsWord)}</h3><ul>${recipe.ingredients.map((line) => `<li itemprop="ingredients">${esc(line)}</li>`).join("")}</ul>
<h3>${esc(methodWord)}</h3><div itemprop="instructions">${recipe.steps.map((text) => `<p>${esc(text)}</p>`).join("")}</div></div>`;
      break;
    case "outside":
      // The theme closes the Recipe element after the header; the lists follow outside it.
      body = `<div class="recipe-header" itemscope itemtype="http://schema.org/Recipe">${title}${picture}<span itemprop="recipeYield">4</span></div>
<div class="recipe-body"><h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => `<li itemprop="recipeIngredient">${esc(line)}</li>`).join("")}</ul>
<h2>${esc(methodWord)}</h2>${ol("recipeInstructions")}</div>`;
      break;
    case "itemref":
      body = `<div itemscope itemtype="http://schema.org/Recipe" itemref="ingredients-list method">${title}${picture}</div>
<aside class="ad">Advertisement</aside>
<section id="ingredients-list"><h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => `<li itemprop="recipeIngredient">${esc(line)}</li>`).join("")}</ul></section>
<section id="method"><h2>${esc(methodWord)}</h2><ol>${recipe.steps.map((text) => `<li itemprop="recipeInstructions">${esc(text)}</li>`).join("")}</ol></section>`;
      break;
    case "joined":
      // A plugin's hidden meta joins every ingredient into one recipeIngredient; the visible list has them one by one.
      body = `<div itemscope itemtype="http://schema.org/Recipe">${title}${picture}<meta itemprop="recipeIngredient" content="${esc(recipe.ingredients.join(", "))}">
<h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => `<li itemprop="ingredients">${esc(line)}</li>`).join("")}</ul>
<h2>${esc(methodWord)}</h2>${ol("recipeInstructions")}</div>`;
      break;
    case "data-vocabulary":
      body = `<div itemscope itemtype="http://data-vocabulary.org/Recipe">${title}${picture}
<h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => { const [amount, name] = amountAndName(line); return `<li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient">${amount ? `<span itemprop="amount">${esc(amount)}</span> ` : ""}<span itemprop="name">${esc(name)}</span></li>`; }).join("")}</ul>
<h2>${esc(methodWord)}</h2><div itemprop="instructions"><ol>${recipe.steps.map((text) => `<li>${esc(text)}</li>`).join("")}</ol></div></div>`;
      break;
    default:
      body = `<div itemscope itemtype="http://schema.org/Recipe">${title}${picture}<meta itemprop="prepTime" content="PT15M"><meta itemprop="cookTime" content="PT40M">
<h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => `<li itemprop="recipeIngredient">${esc(line)}</li>`).join("")}</ul>
<h2>${esc(methodWord)}</h2><ol>${recipe.steps.map((text) => `<li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">${esc(text)}</span></li>`).join("")}</ol></div>`;
  }
  return page(recipe, options, "", `<main><article class="post">${body}</article></main>`);
}

/** A blog with no structured data at all: a story, then headings and lists; comments below. */
export function plainBlog(recipe: Recipe, options: PageOptions): string {
  const [ingredientsWord, methodWord, notesWord] = words(recipe);
  const ingredients =
    options.quirk === "p-br"
      ? `<p><strong>${esc(ingredientsWord)}:</strong><br>${recipe.ingredients.map((line) => `- ${esc(line)}`).join("<br>\n")}</p>`
      : `<h3>${esc(ingredientsWord)}</h3>\n<ul>${recipe.ingredients.map((line) => `<li>${esc(line)}</li>`).join("\n")}</ul>`;
  const method =
    options.quirk === "p-br"
      ? `<p><strong>${esc(methodWord)}:</strong></p>${recipe.steps.map((text, index) => `<p>${index + 1}. ${esc(text)}</p>`).join("\n")}`
      : `<h3>${esc(methodWord)}</h3>\n<ol>${recipe.steps.map((text) => `<li>${esc(text)}</li>`).join("\n")}</ol>`;
  return page(recipe, options, "", `<div class="site-content"><main id="main"><article class="post hentry">
<h1 class="entry-title">${esc(recipe.title)}</h1>
<div class="entry-meta"><span class="posted-on">March 3, 2024</span></div>
<div class="entry-content">
<p>${esc(story(recipe))}</p>
<figure><img src="/uploads/${options.slug}.jpg" alt="${esc(recipe.title)}"></figure>
<p>${esc(story(recipe))}</p>
${ingredients}
${method}
<h3>${esc(notesWord)}</h3><p>${esc(story(recipe).split(/[.!。]/)[0] ?? "")}.</p>
</div></article>
<div id="comments" class="comments-area"><h2 class="comments-title">3 comments</h2><ol class="comment-list"><li>Looks delicious!</li><li>Made it last night, thanks.</li></ol></div>
</main><aside class="sidebar widget-area"><section class="widget"><h2>Popular posts</h2><ul><li>10 easy dinners</li><li>Best cookies</li></ul></section></aside></div>`, recipe.language === "en" ? "en-US" : "en-US");
}

/** A Recipe block that names the dish but gives no ingredients or steps; the page's text has them. */
export function recipeWithoutLists(recipe: Recipe, options: PageOptions): string {
  const [ingredientsWord, methodWord] = words(recipe);
  const data = { "@context": "https://schema.org", "@type": "Recipe", name: recipe.title, image: image(options)[0], prepTime: "PT15M", cookTime: "PT30M", recipeYield: "4", author: { "@type": "Person", name: "Editor" } };
  return page(recipe, options, ld(data), `<main><article><h1>${esc(recipe.title)}</h1>
<p>${esc(story(recipe))}</p>
<h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => `<li>${esc(line)}</li>`).join("")}</ul>
<h2>${esc(methodWord)}</h2><ol>${recipe.steps.map((text) => `<li>${esc(text)}</li>`).join("")}</ol>
</article></main>`);
}

/** Microformats h-recipe (no schema.org), as IndieWeb and some older blogs write it. */
export function hRecipe(recipe: Recipe, options: PageOptions): string {
  const [ingredientsWord, methodWord] = words(recipe);
  return page(recipe, options, "", `<main><article class="h-recipe"><h1 class="p-name">${esc(recipe.title)}</h1>
<p class="p-summary">${esc(story(recipe))}</p>
<h2>${esc(ingredientsWord)}</h2><ul>${recipe.ingredients.map((line) => `<li class="p-ingredient">${esc(line)}</li>`).join("")}</ul>
<h2>${esc(methodWord)}</h2><div class="e-instructions"><ol>${recipe.steps.map((text) => `<li>${esc(text)}</li>`).join("")}</ol></div>
</article></main>`);
}

/** JSON-LD that browsers and Google accept and JSON.parse refuses, in the ways real pages write it. */
export function brokenJsonLd(recipe: Recipe, options: PageOptions): string {
  const url = urlOf(options);
  const q = (text: string) => JSON.stringify(text);
  const list = (items: string[]) => `[\n    ${items.map(q).join(",\n    ")},\n  ]`;
  let block: string;
  switch (options.quirk) {
    case "semicolon":
      block = `{"@context":"https://schema.org","@type":"Recipe","name":${q(recipe.title)},"image":${q(image(options)[0]!)},"recipeIngredient":${JSON.stringify(recipe.ingredients)},"recipeInstructions":${JSON.stringify(recipe.steps.map((text) => ({ "@type": "HowToStep", text })))}};`;
      break;
    case "escaped-quote":
      block = `{"@context":"https://schema.org","@type":"Recipe","name":${q(recipe.title)},"recipeIngredient":${JSON.stringify(recipe.ingredients)},"recipeInstructions":${JSON.stringify(recipe.steps.map((text) => ({ "@type": "HowToStep", text })))}}`.replace(/'/g, "\\'");
      break;
    case "raw-newlines":
      // The method typed into one field, one step a line, printed without escaping its line breaks.
      block = `{"@context":"https://schema.org","@type":"Recipe","name":${q(recipe.title)},"description":"${recipe.steps[0]!.replace(/"/g, '\\"')}\n${recipe.title}","recipeIngredient":${JSON.stringify(recipe.ingredients)},"recipeInstructions":"${recipe.steps.map((text) => text.replace(/"/g, '\\"')).join("\n")}"}`;
      break;
    case "comment":
      block = `<!--\n{\n  "@context": "https://schema.org",\n  "@type": "Recipe",\n  "name": ${q(recipe.title)},\n  "recipeIngredient": ${list(recipe.ingredients)},\n  "recipeInstructions": ${list(recipe.steps)},\n}\n-->`;
      break;
    default:
      block = `{\n  "@context": "https://schema.org",\n  "@type": "Recipe",\n  "name": ${q(recipe.title)},\n  "url": ${q(url)},\n  "recipeIngredient": ${list(recipe.ingredients)},\n  "recipeInstructions": [\n    ${recipe.steps.map((text) => `{"@type": "HowToStep", "text": ${q(text)},}`).join(",\n    ")},\n  ],\n}`;
  }
  return page(recipe, options, ld(block), `<main><article><h1>${esc(recipe.title)}</h1><p>${esc(story(recipe))}</p><div class="recipe-card"><p>${esc(recipe.ingredients.join(", "))}</p></div></article></main>`);
}

/** Recipe data in the shapes real plugins give it, beyond the common one. */
export function oddShapes(recipe: Recipe, options: PageOptions): string {
  const url = urlOf(options);
  const half = Math.ceil(recipe.ingredients.length / 2);
  const howToSteps = recipe.steps.map((text) => ({ "@type": "HowToStep", text }));
  let data: unknown;
  switch (options.quirk) {
    case "ingredient-groups":
      data = { "@context": "https://schema.org", "@type": "Recipe", name: recipe.title, recipeIngredient: [recipe.ingredients.slice(0, half), recipe.ingredients.slice(half)], recipeInstructions: howToSteps };
      break;
    case "nested-steps":
      data = { "@context": "https://schema.org", "@type": "Recipe", name: recipe.title, recipeIngredient: recipe.ingredients, recipeInstructions: [howToSteps] };
      break;
    case "numbered-graph":
      data = { "@context": "https://schema.org", "@graph": { 0: { "@type": "WebPage", "@id": url, name: recipe.title }, 1: { "@type": "Recipe", name: recipe.title, recipeIngredient: recipe.ingredients, recipeInstructions: howToSteps } } };
      break;
    case "capitalised":
      data = { "@context": "https://schema.org", "@type": "Recipe", Name: recipe.title, RecipeIngredient: recipe.ingredients, RecipeInstructions: { "@type": "ItemList", ItemListElement: recipe.steps.map((text, index) => ({ "@type": "ListItem", Position: index + 1, Item: { "@type": "HowToStep", Text: text } })) } };
      break;
    default:
      data = { "@context": "https://schema.org", "@type": "Recipe", name: recipe.title, recipeIngredient: recipe.ingredients, recipeInstructions: [{ "@type": "HowToSection", name: words(recipe)[1], itemListElement: recipe.steps.map((text) => ({ "@type": "HowToStep", text })) }] };
  }
  return page(recipe, options, ld(data), `<main><article><h1>${esc(recipe.title)}</h1><p>${esc(story(recipe))}</p></article></main>`);
}
