import type { Difficulty, RecipeCategory } from "./cuisines";

/**
 * A household recipe read from pasted text or a recipe page, shown as an editable form and
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
  /** The source's own words when it gave the servings as a range ("8 - 10 servings"): `servings` is its lower end. */
  servingsText?: string | null;
  /** One line each, no bullets. */
  ingredients: string[];
  /** One step each, no leading numbers. */
  instructions: string[];
  /** Import only: absolute http(s) address of the page's image. */
  imageUrl: string | null;
  /** The language it is written in (common/source-languages.ts), told from its own text. */
  sourceLanguage: string;
  /** Import only. */
  sourceUrl: string | null;
  /**
   * How it was read: a page's schema.org Recipe, the page's own text (no usable Recipe on it: the owner is
   * asked to check it), or text the owner pasted.
   */
  readFrom?: DraftSource;
};

export const draftSources = ["structured-data", "page-text", "pasted-text"] as const;
export type DraftSource = (typeof draftSources)[number];
