import { z } from "zod";
import { helperLanguageCodes } from "./languages";
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

/** SPEC §3 Translated recipe. */
export const translatedRecipeSchema = z.object({
  title: z.string(),
  description: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
});
export type TranslatedRecipe = z.infer<typeof translatedRecipeSchema>;
