import type { HelperLanguageCode } from "../../../common/languages";
import type { TranslatedRecipe } from "../../../common/translation.schema";
import { keepsNumbers } from "../../../common/kitchen/number-guard";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/http-error";
import { lineState } from "./coverage";
import { recallWithOrigin, remember } from "../translation-memory";

type RecipeText = { title: string; description: string; ingredients: string[]; instructions: string[] };
type LineState = ReturnType<typeof lineState>;

/** The translation editor's view: the English and the translation side by side, each line with its state. */
export type TranslationSheet = {
  language: HelperLanguageCode;
  english: TranslatedRecipe;
  /** "" where the memory has nothing yet. */
  translation: TranslatedRecipe;
  states: { title: LineState; description: LineState; ingredients: LineState[]; instructions: LineState[] };
};

export async function translationSheet(db: Db, recipe: RecipeText, language: HelperLanguageCode): Promise<TranslationSheet> {
  const known = await recallWithOrigin(db, [recipe.title, recipe.description, ...recipe.ingredients, ...recipe.instructions], language);
  const text = (line: string) => known.get(line)?.text ?? "";
  const state = (line: string) => lineState(known.get(line));
  return {
    language,
    english: { title: recipe.title, description: recipe.description, ingredients: recipe.ingredients, instructions: recipe.instructions },
    translation: { title: text(recipe.title), description: text(recipe.description), ingredients: recipe.ingredients.map(text), instructions: recipe.instructions.map(text) },
    states: { title: state(recipe.title), description: state(recipe.description), ingredients: recipe.ingredients.map(state), instructions: recipe.instructions.map(state) },
  };
}

/**
 * Saves the lines an admin changed as reviewed: they win over machine output from now on. A line sent as the memory
 * already has it stays as it was (bundled or machine: saving the sheet marks only what was edited), and
 * a line left empty keeps what is there. Every changed line must keep its English line's numbers (the same guard as
 * the provider's), and the lists must be as long as the English; otherwise nothing at all is saved (400 with the
 * lines named).
 */
export async function saveTranslation(db: Db, recipe: RecipeText, language: HelperLanguageCode, input: TranslatedRecipe): Promise<number> {
  const fieldErrors: Record<string, string[]> = {};
  if (input.ingredients.length !== recipe.ingredients.length) fieldErrors.ingredients = ["translationLineCount"];
  if (input.instructions.length !== recipe.instructions.length) fieldErrors.instructions = ["translationLineCount"];
  const sent: { field: string; sourceText: string; translatedText: string }[] = [
    { field: "title", sourceText: recipe.title, translatedText: input.title },
    { field: "description", sourceText: recipe.description, translatedText: input.description },
    ...recipe.ingredients.map((sourceText, i) => ({ field: `ingredients.${i}`, sourceText, translatedText: input.ingredients[i] ?? "" })),
    ...recipe.instructions.map((sourceText, i) => ({ field: `instructions.${i}`, sourceText, translatedText: input.instructions[i] ?? "" })),
  ]
    .map((pair) => ({ ...pair, translatedText: pair.translatedText.trim() }))
    .filter((pair) => pair.translatedText !== "");
  const known = await recallWithOrigin(db, sent.map((pair) => pair.sourceText), language);
  const changed = sent.filter((pair) => known.get(pair.sourceText)?.text.trim() !== pair.translatedText);
  for (const pair of changed) if (!keepsNumbers(pair.sourceText, pair.translatedText)) fieldErrors[pair.field] = ["translationNumbers"];
  if (Object.keys(fieldErrors).length > 0) throw badRequest("translationNotSaved", fieldErrors);
  const unique = [...new Map(changed.map((pair) => [pair.sourceText, pair])).values()];
  return unique.length === 0 ? 0 : remember(db, unique, language, "edited");
}
