/**
 * Helper pages built from the bundled catalogue and its translations, for the renderer's tests, the browser
 * test and screenshots. Not the app's own model builder (that reads a share from the database); close enough
 * to it to show every part of the page with real text in every script.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import englishTexts from "../catalog/helper-texts/en.json";
import { isolateQuantities } from "../common/bidi";
import { clockText, type HelperMenuPage, type HelperRecipePage, type HelperRecipeSection } from "../common/helper-page";
import { durationsIn } from "../common/kitchen/durations";
import { parseIngredientLines } from "../common/kitchen/parse-ingredient-line";
import { formatShoppingList } from "../common/kitchen/shopping-format";
import { buildShoppingList } from "../common/kitchen/shopping-list";
import { isRightToLeft, type HelperLanguageCode } from "../common/languages";
import { catalogDir } from "../server/lib/catalog-dir";
import { readCatalog } from "../server/modules/recipes/catalog";
import { helperText, type HelperTextKey } from "../server/modules/helper-page/helper-texts";
import { timerWords } from "../server/modules/helper-page/timer-words";
import { replySheet } from "../server/modules/replies/reply-choices";

type Translated = { title: string; description: string; ingredients: string[]; instructions: string[] };

const catalog = readCatalog();
const translations = new Map<string, Record<string, Translated>>();
function translationOf(language: HelperLanguageCode, slug: string): Translated | undefined {
  if (language === "en") return undefined;
  let file = translations.get(language);
  if (!file) translations.set(language, (file = JSON.parse(readFileSync(path.join(catalogDir, "translations", `${language}.json`), "utf8"))));
  return file?.[slug];
}

/** Every helper text in `language`, placeholders left for the page to fill. */
export function helperTextsIn(language: HelperLanguageCode): Record<string, string> {
  return Object.fromEntries(Object.keys(englishTexts).map((key) => [key, helperText(language, key as HelperTextKey)]));
}

export function sampleSection(language: HelperLanguageCode, slug: string, id: string, appUrl: string, imageUrl?: string): HelperRecipeSection {
  const recipe = catalog.find((candidate) => candidate.slug === slug);
  if (!recipe) throw new Error(`no recipe ${slug}`);
  const own = translationOf(language, slug);
  const rtl = isRightToLeft(language);
  const line = (text: string) => (rtl ? isolateQuantities(text) : text);
  return {
    id,
    title: own?.title ?? recipe.title,
    description: own?.description ?? recipe.description,
    imageUrl: imageUrl ?? `${appUrl}/api/images/00000000-0000-4000-8000-000000000001?w=640`,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((english, index) => line(own?.ingredients[index] ?? english)),
    steps: recipe.instructions.map((english, index) => {
      const text = own?.instructions[index] ?? english;
      const durations = durationsIn(english);
      const words = timerWords(text, durations);
      return { text: line(text), timers: durations.map(({ seconds }, n) => ({ seconds, label: clockText(seconds), ...(words[n] ? { what: words[n] } : {}) })) };
    }),
  };
}

function base(language: HelperLanguageCode, appUrl: string, token: string) {
  return {
    language,
    dir: isRightToLeft(language) ? ("rtl" as const) : ("ltr" as const),
    texts: helperTextsIn(language),
    ownerName: "Fatima",
    canonicalUrl: `${appUrl}/h/${token}`,
    renderedAt: "2025-11-25T09:30:00.000Z",
    storageKey: `wasfa-helper-${createHash("sha256").update(token).digest("base64url").slice(0, 16)}`,
    partlyEnglish: false,
  };
}

/** The things to buy for these dishes, by aisle, named in `language` from the bundled names (a menu's list, a recipe's Reply). */
function sampleShopping(language: HelperLanguageCode, dishes: readonly { slug: string; servings: number }[]) {
  const model = buildShoppingList(
    dishes.map((dish) => {
      const english = catalog.find((recipe) => recipe.slug === dish.slug)!;
      return { parsed: parseIngredientLines(english.ingredients), factor: dish.servings / english.servings };
    }),
  );
  const names = JSON.parse(readFileSync(path.join(catalogDir, "shopping-items", `${language}.json`), "utf8")) as Record<string, string>;
  const rtl = (text: string) => (isRightToLeft(language) ? isolateQuantities(text) : text);
  return formatShoppingList(model, language, (line) => names[line.key]).groups.map((group) => ({
    aisle: helperText(language, `aisle.${group.aisle}` as HelperTextKey),
    lines: group.lines.map((line) => ({ ...line, amount: line.amount && rtl(line.amount), text: rtl(line.text) })),
  }));
}

/** Her Reply sheet for these sections and things (decision 0084), as the app builds it. */
function sampleReply(language: HelperLanguageCode, token: string, title: string, recipes: HelperRecipeSection[], shopping: ReturnType<typeof sampleShopping>) {
  const items = shopping.flatMap((group) => group.lines.map(({ key, name }) => ({ key, name })));
  const dishes = recipes.map((recipe) => ({ id: recipe.id, title: recipe.title, steps: recipe.steps.length }));
  return replySheet(`/h/${token}/reply`, { title, items, dishes }, language);
}

export function sampleRecipePage(language: HelperLanguageCode, appUrl: string, token = `recipe-${language}`, slug = "chicken-machboos"): HelperRecipePage {
  const recipe = sampleSection(language, slug, "r1", appUrl);
  const servings = catalog.find((candidate) => candidate.slug === slug)!.servings;
  return {
    ...base(language, appUrl, token),
    kind: "recipe",
    og: { title: recipe.title, description: helperText(language, "from", { name: "Fatima" }), image: recipe.imageUrl },
    recipe,
    notes: [quickNote(language, 0), quickNote(language, 1)],
    noteAsWritten: "Please use the big pot today",
    reply: sampleReply(language, token, recipe.title, [recipe], sampleShopping(language, [{ slug, servings }])),
  };
}

function quickNote(language: HelperLanguageCode, index: number): string {
  const file = (lang: string) => JSON.parse(readFileSync(path.join(catalogDir, "quick-notes", `${lang}.json`), "utf8")) as Record<string, string>;
  const id = Object.keys(file("en"))[index]!;
  return file(language)[id] ?? file("en")[id]!;
}

export function sampleMenuPage(language: HelperLanguageCode, appUrl: string, token = `menu-${language}`): HelperMenuPage {
  const dishes = [
    { slug: "chicken-machboos", id: "r1", slot: "slot.lunch", servings: 6 },
    { slug: "dal-tadka", id: "r2", slot: "slot.dinner", servings: 4 },
  ] as const;
  // The dishes' lines are not scaled to their servings here: the page shows what it is given.
  const recipes = dishes.map((dish) => ({ ...sampleSection(language, dish.slug, dish.id, appUrl), servings: dish.servings }));
  const shopping = sampleShopping(language, dishes);
  const title = helperText(language, "menuTitle", { date: "25.11.2025" });
  return {
    ...base(language, appUrl, token),
    kind: "menu",
    title,
    og: { title, description: recipes.map((recipe) => recipe.title).join(" · "), image: recipes[0]!.imageUrl },
    meals: [
      {
        day: "25.11.2025",
        slots: dishes.map((dish, index) => ({
          slot: helperText(language, dish.slot),
          dishes: [{ recipeId: dish.id, title: recipes[index]!.title, servings: dish.servings }],
        })),
      },
    ],
    recipes,
    shopping,
    notes: [quickNote(language, 2)],
    noteAsWritten: null,
    reply: sampleReply(language, token, title, recipes, shopping),
  };
}
