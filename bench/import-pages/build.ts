/**
 * Writes the import's test set of saved recipe pages (server/modules/my-recipes/drafts/fixtures/pages, decision 0068):
 * each page as a site of its kind prints it (templates.ts), and beside it what it holds — title,
 * ingredients, steps, language — taken from the recipe it was written from, never from what the import
 * reads. The pages are hand-built from the markup patterns of real sites, not downloaded (no network here).
 * Run: npx tsx bench/import-pages/build.ts   (the four pages written for the first import's tests are kept as they were)
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { savedPagesDir } from "../../server/modules/my-recipes/drafts/saved-pages";
import type { Recipe } from "./markup";
import * as templates from "./templates";

type Template = keyof typeof templates;
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Omit<Recipe, "id">[];
const written = (read(path.join(import.meta.dirname, "recipes.json")) as Recipe[]).map((recipe) => recipe);
const samples = read(path.join(import.meta.dirname, "../../server/lib/language-id/samples.json")).map((recipe) => ({ ...recipe, id: `sample-${recipe.language}` }));
const recipes = new Map([...written, ...samples].map((recipe) => [recipe.id, recipe]));

/** [page name, recipe, template, site, quirk] */
const plan: [string, string, Template, string, string?][] = [
  ["wprm-butter-chicken-en", "en-butter-chicken", "wordpressGraph", "spiceandsoul.example"],
  ["wprm-machboos-quantities-en", "en-chicken-machboos", "wordpressGraph", "gulfhomecooking.example"],
  ["wprm-sections-banana-bread-en", "en-banana-bread", "wordpressGraph", "bakingwithsam.example", "sections"],
  ["wprm-broken-line-fattoush-en", "en-fattoush", "wordpressGraph", "levant-table.example", "broken-line"],
  ["wprm-quiche-fr", "sample-fr", "wordpressGraph", "cuisine-facile.example"],
  ["wprm-tortilla-es", "sample-es", "wordpressGraph", "recetasdelaabuela.example"],
  ["wprm-nasi-goreng-id", "sample-id", "wordpressGraph", "dapurmama.example"],
  ["wprm-nasi-lemak-ms", "sample-ms", "wordpressGraph", "resepibonda.example"],
  ["wprm-adobo-fil", "sample-fil", "wordpressGraph", "lutongbahay.example"],
  ["wprm-pilau-sw", "sample-sw", "wordpressGraph", "mapishiyetu.example"],
  ["wprm-bolo-pt", "sample-pt", "wordpressGraph", "receitasdavovo.example"],
  ["tasty-dal-tadka-en", "en-dal-tadka", "tastyRecipes", "indianhomekitchen.example"],
  ["tasty-empty-image-pancakes-en", "en-pancakes", "tastyRecipes", "sundaybrunch.example", "empty-image"],
  ["tasty-paneer-hi", "sample-hi", "tastyRecipes", "rasoi.example"],
  ["tasty-risotto-it", "sample-it", "tastyRecipes", "cucinadicasa.example"],
  ["tasty-erwtensoep-nl", "sample-nl", "tastyRecipes", "hollandsepot.example"],
  ["tasty-pierogi-pl", "sample-pl", "tastyRecipes", "kuchniababci.example"],
  ["mediavine-brownies-en", "en-brownies", "mediavineCreate", "chocolatecravings.example"],
  ["mediavine-shakshuka-en", "en-shakshuka", "mediavineCreate", "weeknightplates.example"],
  ["mediavine-kartoffelsalat-de", "sample-de", "mediavineCreate", "omas-kueche.example"],
  ["mediavine-sarmale-ro", "sample-ro", "mediavineCreate", "retete-bunica.example"],
  ["portal-machboos-ar", "ar-machboos", "arabicPortal", "fatafeat-style.example"],
  ["portal-harees-br-ar", "ar-harees", "arabicPortal", "sayidaty-style.example", "br"],
  ["portal-mandi-ol-ar", "ar-mandi", "arabicPortal", "atyab-style.example", "ol"],
  ["portal-kunafa-ar", "ar-kunafa", "arabicPortal", "matbakh.example"],
  ["portal-kabsa-ar", "sample-ar", "arabicPortal", "wasfat-sa.example", "br"],
  ["portal-karahi-ur", "sample-ur", "arabicPortal", "khanapakana.example"],
  ["portal-biryani-ur", "ur-biryani", "arabicPortal", "pakwan.example", "ol"],
  ["portal-ghormeh-fa", "sample-fa", "arabicPortal", "ashpazi.example"],
  ["chefkoch-risotto-de", "de-risotto", "chefkoch", "chefkoch-style.example"],
  ["chefkoch-apfelkuchen-de", "de-apfelkuchen", "chefkoch", "backrezepte.example"],
  ["chefkoch-svickova-cs", "sample-cs", "chefkoch", "recepty.example"],
  ["chefkoch-gulyas-hu", "sample-hu", "chefkoch", "receptek.example"],
  ["marmiton-ratatouille-fr", "fr-ratatouille", "marmiton", "marmiton-style.example"],
  ["marmiton-crepes-fr", "fr-crepes", "marmiton", "journal-cuisine.example"],
  ["marmiton-paella-es", "es-paella", "marmiton", "directoalpaladar-style.example"],
  ["marmiton-carbonara-it", "it-carbonara", "marmiton", "giallozafferano-style.example"],
  ["cookpad-oyakodon-ja", "ja-oyakodon", "cookpad", "cookpad-style.example"],
  ["cookpad-nikujaga-ja", "sample-ja", "cookpad", "kurashiru-style.example"],
  ["cookpad-kimchi-jjigae-ko", "sample-ko", "cookpad", "10000recipe-style.example"],
  ["cookpad-hongshaorou-zh", "sample-zh", "cookpad", "xiachufang-style.example"],
  ["cookpad-tom-yum-th", "sample-th", "cookpad", "wongnai-style.example"],
  ["microdata-inline-spans-de", "de-risotto", "microdata", "kochen-alt.example", "inline-spans"],
  ["microdata-dt-dd-de", "de-apfelkuchen", "microdata", "backen-alt.example", "dt-dd"],
  ["microdata-legacy-names-ru", "ru-blini", "microdata", "povarenok-style.example", "legacy"],
  ["microdata-outside-en", "en-lentil-soup", "microdata", "oldrecipesite.example", "outside"],
  ["microdata-itemref-en", "en-hummus", "microdata", "mezzeblog.example", "itemref"],
  ["microdata-joined-it", "it-carbonara", "microdata", "ricette-vecchie.example", "joined"],
  ["microdata-data-vocabulary-en", "en-karak", "microdata", "chaiblog.example", "data-vocabulary"],
  ["microdata-thareed-ar", "ar-thareed", "microdata", "oldarabicrecipes.example"],
  ["microdata-borscht-ru", "sample-ru", "microdata", "borsch-site.example"],
  ["blog-luqaimat-en", "en-luqaimat", "plainBlog", "myemiratikitchen.example"],
  ["blog-pbr-lentil-soup-en", "en-lentil-soup", "plainBlog", "simplesoups.example", "p-br"],
  ["blog-fattoush-ar", "ar-fattoush", "plainBlog", "mama-recipes.example"],
  ["blog-pbr-shorba-ar", "ar-shorba", "plainBlog", "akla-sahla.example", "p-br"],
  ["blog-apfelkuchen-de", "de-apfelkuchen", "plainBlog", "mein-backblog.example"],
  ["blog-crepes-fr", "fr-crepes", "plainBlog", "petite-cuisine.example"],
  ["blog-paella-es", "es-paella", "plainBlog", "cocina-casera.example"],
  ["blog-plov-ru", "ru-plov", "plainBlog", "domashnie-recepty.example"],
  ["blog-menemen-tr", "tr-menemen", "plainBlog", "evyemekleri.example"],
  ["blog-goi-cuon-vi", "vi-goi-cuon", "plainBlog", "monngon.example"],
  ["blog-pbr-rendang-id", "id-rendang", "plainBlog", "masakrumahan.example", "p-br"],
  ["broken-trailing-commas-en", "en-hummus", "brokenJsonLd", "quickhummus.example"],
  ["broken-semicolon-en", "en-brownies", "brokenJsonLd", "browniebar.example", "semicolon"],
  ["broken-escaped-quote-fr", "fr-ratatouille", "brokenJsonLd", "provence-cuisine.example", "escaped-quote"],
  ["broken-raw-newlines-ar", "ar-luqaimat", "brokenJsonLd", "halawiyat.example", "raw-newlines"],
  ["broken-comment-id", "id-rendang", "brokenJsonLd", "resep-padang.example", "comment"],
  ["shape-ingredient-groups-en", "en-butter-chicken", "oddShapes", "currynight.example", "ingredient-groups"],
  ["shape-nested-steps-en", "en-shakshuka", "oddShapes", "eggsforbrunch.example", "nested-steps"],
  ["shape-numbered-graph-zh", "zh-kungpao", "oddShapes", "chuancai.example", "numbered-graph"],
  ["shape-capitalised-keys-pt", "pt-brigadeiro", "oddShapes", "docesbrasil.example", "capitalised"],
  ["shape-howto-section-ja", "ja-oyakodon", "oddShapes", "teishoku.example", "section"],
  ["no-lists-chole-hi", "hi-chole", "recipeWithoutLists", "news-hindi.example"],
  ["no-lists-kunafa-ar", "ar-kunafa", "recipeWithoutLists", "akhbar-food.example"],
  ["no-lists-carbonara-it", "it-carbonara", "recipeWithoutLists", "giornale-cucina.example"],
  ["h-recipe-karak-en", "en-karak", "hRecipe", "indieweb-kitchen.example"],
  ["h-recipe-kottbullar-sv", "sample-sv", "hRecipe", "svenskmat.example"],
];

for (const [name, recipeId, template, site, quirk] of plan) {
  const recipe = recipes.get(recipeId);
  if (!recipe) throw new Error(`No recipe ${recipeId}`);
  const slug = recipe.title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || recipeId;
  const html = templates[template](recipe, { site, slug, quirk });
  const expectation = {
    url: `https://${site}/${slug}/`,
    class: template + (quirk ? `/${quirk}` : ""),
    expected: { title: recipe.title, ingredients: recipe.ingredients, instructions: recipe.steps, sourceLanguage: recipe.language },
  };
  writeFileSync(path.join(savedPagesDir, `${name}.html`), html);
  writeFileSync(path.join(savedPagesDir, `${name}.json`), `${JSON.stringify(expectation, null, 2)}\n`);
}
console.log(`${plan.length} pages written to ${path.relative(process.cwd(), savedPagesDir)}`);
