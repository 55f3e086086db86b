import { z } from "./zod.schema";
import { helperLanguageCodes, translatedLanguageCodes } from "./languages";
import { recipeIdSchema } from "./recipe.schema";

export const targetLanguageSchema = z.enum(helperLanguageCodes, "unsupportedLanguage");

export const translateTextSchema = z.object({
  text: z.string().trim().min(1, "required").max(5000, "tooLong"),
  targetLanguage: targetLanguageSchema,
});

export const translateRecipeSchema = z.object({
  recipeId: recipeIdSchema,
  targetLanguage: targetLanguageSchema,
});

/** docs/spec.md §3 Translated recipe. */
export const translatedRecipeSchema = z.object({
  title: z.string(),
  description: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
});
export type TranslatedRecipe = z.infer<typeof translatedRecipeSchema>;

/** Where a recipe stands in one language; see server/modules/translation/coverage.ts. */
export const coverageStates = ["bundled", "machine", "reviewed", "pending", "failed", "missing"] as const;
export const languageCoverageSchema = z.object({
  language: z.string(),
  state: z.enum(coverageStates),
  translated: z.number().int(),
  total: z.number().int(),
  reason: z.string().nullable(),
});
export type LanguageCoverage = z.infer<typeof languageCoverageSchema>;

/** GET /api/admin/translations: every recipe's coverage, and the catalogue's per language. */
export const translationCoverageSchema = z.object({
  /** Whether a provider translates new recipes as they are saved. */
  provider: z.boolean(),
  recipes: z.array(z.object({ recipeId: z.number().int(), complete: z.number().int(), languages: z.array(languageCoverageSchema) })),
  byLanguage: z.array(z.object({ language: z.string(), complete: z.number().int(), total: z.number().int() })),
});
export type TranslationCoverage = z.infer<typeof translationCoverageSchema>;

export const lineStates = ["bundled", "machine", "reviewed", "missing"] as const;
const lineState = z.enum(lineStates);

/** The translation editor: English and translation side by side, each line's state. */
export const translationSheetSchema = z.object({
  language: z.string(),
  english: translatedRecipeSchema,
  translation: translatedRecipeSchema,
  states: z.object({ title: lineState, description: lineState, ingredients: z.array(lineState), instructions: z.array(lineState) }),
});
export type TranslationSheet = z.infer<typeof translationSheetSchema>;

/** PUT: the translated-recipe shape; a line left empty keeps what is there. */
const editedLine = z.string().max(2000, "tooLong");
export const translationEditSchema = z.object({
  title: editedLine,
  description: editedLine.max(4000, "tooLong"),
  ingredients: z.array(editedLine).max(80, "tooLong"),
  instructions: z.array(editedLine).max(80, "tooLong"),
});

export const recipeLanguageParamsSchema = z.object({
  id: recipeIdSchema,
  lang: z.enum(translatedLanguageCodes as [string, ...string[]], "unsupportedLanguage"),
});
