import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { durationMinutes } from "./durations";
import { linesOfHtml, textOfHtml } from "./html-text";
import { categoryOf, cuisineLabelOf } from "./labels";
import { isNode, listOf, typesOf, type ImageNode, type InstructionNode, type RecipeNode } from "./schema-nodes";
import { sentencesOf } from "./sentences";
import { servingsOfYield, servingsRangeOfYield } from "./servings";
import { isSubheading, readLine } from "./text-lines";

export type Page = {
  /** The address the page was read from: relative image addresses resolve against it. */
  url: string;
  /** The page's `<html lang>`, a hint for the language identifier. */
  language: string | null;
  /** JSON-LD nodes by "@id", for values given as references. */
  byId: Map<string, Record<string, unknown>>;
};

/** A draft read from a Recipe, with what the language identifier may take as a hint. */
export type SchemaDraft = RecipeDraft & { declaredLanguage: string | null };

/** A schema.org Recipe (from JSON-LD or microdata) as a draft; its language is told later from its text. */
export function draftOfRecipeNode(recipe: RecipeNode, page: Page): SchemaDraft {
  const title = firstText(recipe.name) ?? firstText(recipe.headline) ?? "";
  const description = listOf(recipe.description).filter((value) => typeof value === "string").flatMap(linesOfHtml).join("\n");
  const legacy = recipe as Record<string, unknown>;
  let instructions = instructionLines(recipe.recipeInstructions ?? legacy.instructions, page, 0);
  if (instructions.length === 1) instructions = sentencesOf(instructions[0]!);
  const prepTime = durationMinutes(listOf(recipe.prepTime)[0]);
  const totalTime = durationMinutes(listOf(recipe.totalTime)[0]);
  // Without prep and cook times, the total is the cook time: resting and chilling are part of the wait.
  const cookTime =
    durationMinutes(listOf(recipe.cookTime)[0]) ??
    durationMinutes(listOf(recipe.performTime)[0]) ??
    (totalTime === null ? null : Math.max(0, totalTime - (prepTime ?? 0)));
  const texts = (value: unknown) => listOf(value).filter((item) => typeof item === "string").map(textOfHtml);
  return {
    title,
    description,
    cuisineType: cuisineLabelOf(texts(recipe.recipeCuisine)),
    category: categoryOf(texts(recipe.recipeCategory)),
    difficulty: null,
    prepTime,
    cookTime,
    servings: servingsOfYield(recipe.recipeYield ?? legacy.yield),
    servingsText: servingsRangeOfYield(recipe.recipeYield ?? legacy.yield),
    ingredients: ingredientsOf(recipe, page),
    instructions,
    imageUrl: imageUrlOf(recipe.image ?? recipe.thumbnailUrl, page),
    sourceLanguage: "en",
    sourceUrl: page.url,
    readFrom: "structured-data",
    declaredLanguage: firstText(recipe.inLanguage) ?? page.language,
  };
}

function firstText(value: unknown): string | undefined {
  const text = listOf(value).find((item): item is string => typeof item === "string" && textOfHtml(item) !== "");
  return text === undefined ? undefined : textOfHtml(text);
}

/** A node given as a reference ({"@id": "…"}) as the node it names, when the page has it. */
function resolved(value: unknown, page: Page): unknown {
  if (isNode(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1) {
    return page.byId.get(value["@id"]) ?? value;
  }
  return value;
}

/** Leading bullets and numbers some sites leave in their steps ("1. Mix", "Step 2: Fry"). */
function stepLines(text: string): string[] {
  return linesOfHtml(text)
    .map((line) => readLine(line).text)
    .filter(Boolean);
}

/**
 * One ingredient line without the bullet a site left in it ("▢ 1 cup rice"). A number is the quantity, not a
 * step number ("2 - Brown Onions", "1-½ cups"), unless another quantity follows it ("1. 200 g flour").
 */
function ingredientLine(line: string): string {
  const read = readLine(line);
  if (read.marker === "number" && !/^[0-9٠-٩½¼¾⅓⅔⅛]/.test(read.text)) return line.trim();
  return read.text;
}

/**
 * The ingredient lines of a recipe, from `recipeIngredient` or the older `ingredients` and `ingredient`
 * (data-vocabulary.org), whichever gives more lines: a page that joins its list into one `recipeIngredient`
 * beside ten separate `ingredients` is read by the ten. Lists of lists (one per group) are flattened and
 * group names ("For the dough:") left out.
 */
function ingredientsOf(recipe: RecipeNode, page: Page): string[] {
  const legacy = recipe as Record<string, unknown>;
  const candidates = [recipe.recipeIngredient, legacy.ingredients, legacy.ingredient].map((value) => ingredientLines(value, page));
  return candidates.reduce((best, lines) => (lines.length > best.length ? lines : best), []);
}

function ingredientLines(value: unknown, page: Page): string[] {
  const entries = listOf(value).flat(4);
  // One entry holding the whole list (a text with line breaks or <li>s) is split; an entry of a list is one
  // ingredient, even when the site broke its line.
  const split = entries.length === 1;
  return entries
    .flatMap((entry) => ingredientTexts(resolved(entry, page)))
    .flatMap((text) => (split ? linesOfHtml(text) : [linesOfHtml(text).join(" ")]))
    .map(ingredientLine)
    .filter((line) => line && !isSubheading(line));
}

/** The texts of one ingredient entry: a text, or a node (an Ingredient item: amount and name; a PropertyValue). */
function ingredientTexts(item: unknown): string[] {
  if (typeof item === "string") return [item];
  if (typeof item === "number") return [String(item)];
  if (!isNode(item)) return [];
  const name = listOf(item.name ?? item.text ?? item.value).find((part) => typeof part === "string");
  if (typeof name !== "string") return [];
  const amount = listOf(item.amount).find((part) => typeof part === "string" || typeof part === "number");
  return [amount === undefined ? name : `${textOfHtml(String(amount))} ${name}`];
}

/**
 * Steps from recipeInstructions in any of its shapes: text (with HTML or line breaks), a list of texts, lists
 * of lists, HowToStep, HowToSection and ItemList with their itemListElement (or HowTo's `step`), in order.
 * Section names and tips are left out: the draft's steps are one list.
 */
function instructionLines(value: unknown, page: Page, depth: number): string[] {
  if (depth > 6) return [];
  return listOf(value)
    .flat(4)
    .flatMap((entry) => {
      const item = resolved(entry, page);
      if (typeof item === "string") return stepLines(item);
      if (!isNode(item)) return [];
      const node: InstructionNode = item;
      const types = typesOf(item);
      if (types.includes("HowToTip")) return [];
      const children = node.itemListElement ?? item.step ?? item.steps;
      if (children !== undefined) return instructionLines(children, page, depth + 1);
      if ("item" in item && !node.text) return instructionLines(item.item, page, depth + 1);
      if (types.includes("HowToSection")) return [];
      const text = listOf(node.text ?? node.name ?? node.description).find((part) => typeof part === "string");
      return typeof text === "string" ? stepLines(text) : [];
    });
}

/** The first image the recipe names (a text, a list, an ImageObject), as an absolute http(s) address. */
export function imageUrlOf(value: unknown, page: Pick<Page, "url" | "byId">): string | null {
  for (const entry of listOf(value).flat(2)) {
    const item = resolved(entry, page as Page);
    const image: ImageNode | undefined = isNode(item) ? item : undefined;
    const candidates = image ? [...listOf(image.url), ...listOf(image.contentUrl)] : [item];
    for (const candidate of candidates) {
      // An empty address would resolve to the page itself.
      if (typeof candidate !== "string" || textOfHtml(candidate) === "") continue;
      try {
        const url = new URL(textOfHtml(candidate), page.url);
        if ((url.protocol === "http:" || url.protocol === "https:") && url.href !== new URL(page.url).href) return url.href;
      } catch {
        // Not an address: look at the next one.
      }
    }
  }
  return null;
}
