import { isHelperLanguage } from "../../../common/languages";
import type { RecipeCard, RecipeDetail } from "../../../common/recipe";
import type { Db } from "../../db/client";
import { recall } from "./memory";

const wants = (language: string | undefined): language is string => Boolean(language) && language !== "en" && isHelperLanguage(language);

/**
 * Titles and descriptions in the asked language, from the memory only (no provider call per page),
 * each field falling back to English on its own (docs/spec.md §1).
 */
export async function localizeCards<T extends Pick<RecipeCard, "title" | "description">>(db: Db, cards: T[], language?: string): Promise<T[]> {
  if (!wants(language) || cards.length === 0) return cards;
  const known = await recall(db, cards.flatMap((card) => [card.title, card.description]), language);
  return cards.map((card) => ({
    ...card,
    title: known.get(card.title) ?? card.title,
    description: known.get(card.description) ?? card.description,
  }));
}

/** A recipe's every line in the asked language, line by line falling back to English. */
export async function localizeDetail(db: Db, recipe: RecipeDetail, language?: string): Promise<RecipeDetail> {
  if (!wants(language)) return recipe;
  const lines = [recipe.title, recipe.description, ...recipe.ingredients, ...recipe.instructions];
  const known = await recall(db, lines, language);
  const pick = (text: string) => known.get(text) ?? text;
  return {
    ...recipe,
    title: pick(recipe.title),
    description: pick(recipe.description),
    ingredients: recipe.ingredients.map(pick),
    instructions: recipe.instructions.map(pick),
  };
}
