import type { Difficulty, RecipeCategory } from "./cuisines";

/**
 * A household recipe read from pasted text or a recipe page (issue #18), shown as an editable form and
 * not saved until its owner saves it. Fields a source did not give are null (or empty) for the form to ask.
 */
export type RecipeDraft = {
  title: string;
  description: string;
  /** One of the 11 labels of common/cuisines.ts when recognisable, else null. */
  cuisineType: string | null;
  category: RecipeCategory | null;
  difficulty: Difficulty | null;
  /** Minutes. */
  prepTime: number | null;
  /** Minutes. */
  cookTime: number | null;
  servings: number | null;
  /** One line each, no bullets. */
  ingredients: string[];
  /** One step each, no leading numbers. */
  instructions: string[];
  /** Import only: absolute http(s) address of the page's image. */
  imageUrl: string | null;
  /** "en", "ar" or another helper language code (common/languages.ts), told from the script. */
  sourceLanguage: string;
  /** Import only. */
  sourceUrl: string | null;
};
