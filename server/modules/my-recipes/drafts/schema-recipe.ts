import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { durationMinutes } from "./durations";
import { linesOfHtml, textOfHtml } from "./html-text";
import { categoryOf, cuisineLabelOf } from "./labels";
import { isNode, listOf, typesOf, type ImageNode, type InstructionNode, type RecipeNode } from "./schema-nodes";
import { sentencesOf } from "./sentences";
import { servingsOfYield } from "./servings";
import { sourceLanguageOf } from "../../../../common/source-language";
import { readLine } from "./text-lines";

export type Page = {
  /** The address the page was read from: relative image addresses resolve against it. */
  url: string;
  /** The page's `<html lang>`, which tells Latin-script languages apart. */
  language: string | null;
  /** JSON-LD nodes by "@id", for values given as references. */
  byId: Map<string, Record<string, unknown>>;
};

/** A schema.org Recipe (from JSON-LD or microdata) as a draft. */
export function draftOfRecipeNode(recipe: RecipeNode, page: Page): RecipeDraft {
  const title = firstText(recipe.name) ?? firstText(recipe.headline) ?? "";
  const description = listOf(recipe.description).filter((value) => typeof value === "string").flatMap(linesOfHtml).join("\n");
  const ingredients = listOf(recipe.recipeIngredient ?? recipe.ingredients).flatMap((value) => ingredientLines(value, page));
  let instructions = instructionLines(recipe.recipeInstructions, page, 0);
  if (instructions.length === 1) instructions = sentencesOf(instructions[0]!);
  const prepTime = durationMinutes(listOf(recipe.prepTime)[0]);
  const totalTime = durationMinutes(listOf(recipe.totalTime)[0]);
  const cookTime =
    durationMinutes(listOf(recipe.cookTime)[0]) ?? (totalTime === null ? null : Math.max(0, totalTime - (prepTime ?? 0)));
  const texts = (value: unknown) => listOf(value).filter((item) => typeof item === "string").map(textOfHtml);
  return {
    title,
    description,
    cuisineType: cuisineLabelOf(texts(recipe.recipeCuisine)),
    category: categoryOf(texts(recipe.recipeCategory)),
    difficulty: null,
    prepTime,
    cookTime,
    servings: servingsOfYield(recipe.recipeYield),
    ingredients,
    instructions,
    imageUrl: imageUrlOf(recipe.image, page),
    sourceLanguage: sourceLanguageOf(
      [title, description, ...ingredients, ...instructions].join("\n"),
      firstText(recipe.inLanguage) ?? page.language,
    ),
    sourceUrl: page.url,
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

/** Leading bullets and numbers some sites leave in their lists ("▢ 1 cup rice", "1. Mix"). */
function cleanLines(text: string): string[] {
  return linesOfHtml(text)
    .map((line) => readLine(line).text)
    .filter(Boolean);
}

function ingredientLines(value: unknown, page: Page): string[] {
  const item = resolved(value, page);
  if (typeof item === "string") return cleanLines(item);
  if (isNode(item)) return listOf(item.name ?? item.text ?? item.value).filter((part) => typeof part === "string").flatMap(cleanLines);
  return [];
}

/**
 * Steps from recipeInstructions in any of its shapes: text (with HTML or line breaks), a list of texts,
 * HowToStep, HowToSection and ItemList with their itemListElement, in order. Section names and tips are
 * left out: the draft's steps are one list.
 */
function instructionLines(value: unknown, page: Page, depth: number): string[] {
  if (depth > 5) return [];
  return listOf(value).flatMap((entry) => {
    const item = resolved(entry, page);
    if (typeof item === "string") return cleanLines(item);
    if (!isNode(item)) return [];
    const node: InstructionNode = item;
    const types = typesOf(item);
    if (types.includes("HowToTip")) return [];
    if (node.itemListElement !== undefined) return instructionLines(node.itemListElement, page, depth + 1);
    if ("item" in item && !node.text) return instructionLines(item.item, page, depth + 1);
    const text = listOf(node.text ?? node.name ?? node.description).find((part) => typeof part === "string");
    return typeof text === "string" ? cleanLines(text) : [];
  });
}

/** The first image the recipe names (a text, a list, an ImageObject), as an absolute http(s) address. */
function imageUrlOf(value: unknown, page: Page): string | null {
  for (const entry of listOf(value)) {
    const item = resolved(entry, page);
    const image: ImageNode | undefined = isNode(item) ? item : undefined;
    const candidates = image ? [...listOf(image.url), ...listOf(image.contentUrl)] : [item];
    for (const candidate of candidates) {
      if (typeof candidate !== "string") continue;
      try {
        const url = new URL(textOfHtml(candidate), page.url);
        if (url.protocol === "http:" || url.protocol === "https:") return url.href;
      } catch {
        // Not an address: look at the next one.
      }
    }
  }
  return null;
}
