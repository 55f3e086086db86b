import { z } from "./zod.schema";
import { difficulties, recipeCategories } from "./cuisines";
import { draftSources } from "./my-recipe-draft";
import { sourceLanguageCodes } from "./source-languages";
import { recipeDetailSchema } from "./recipe.schema";
import { optionalCuisineLabel, recipeCategory, recipeDescription, recipeDifficulty, recipeFields, wholeNumber } from "./recipe-fields.schema";

/**
 * A pasted recipe: at most this many characters and lines (a long web page's recipe fits many times over).
 * Lines are capped too because reading one costs about the same whatever its length (decision 0061).
 */
export const pastedRecipeMaxLength = 20_000;
export const pastedRecipeMaxLines = 1_000;

/** Lines as the paste reader splits them (\n, \r\n or \r). */
export function pastedLineCount(text: string): number {
  let lines = 1;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 10 || (code === 13 && text.charCodeAt(at + 1) !== 10)) lines += 1;
  }
  return lines;
}
/** A recipe page's address. */
export const importUrlMaxLength = 2_000;

/**
 * A household's own recipe as the owner saves it (decision 0051): the catalogue's fields, checked alike (the
 * description may be left empty, and the cuisine and times too), the language it is written in (told
 * from its script when not given), and a photo stored beforehand (POST /api/my-recipes/photo, or an import), or null
 * for the cuisine's artwork.
 */
const myRecipeFields = {
  ...recipeFields,
  cuisineType: optionalCuisineLabel,
  sourceLanguage: z.enum(sourceLanguageCodes, "unsupportedLanguage"),
  photoId: z.uuid("photoNotFound").nullable(),
};

/** A draft leaves these null when its source did not say: the usual ones then. */
const orUsual = <T extends z.ZodType>(schema: T, usual: z.input<T>) => z.preprocess((value) => value ?? undefined, schema.default(usual as never));

export const myRecipeInputSchema = z.object({
  ...myRecipeFields,
  description: recipeDescription.default(""),
  category: orUsual(recipeCategory, "main"),
  difficulty: orUsual(recipeDifficulty, "Easy"),
  // Times not said are 0 and 0, which the pages read as "not said" (a dish takes some time).
  prepTime: orUsual(wholeNumber, 0),
  cookTime: orUsual(wholeNumber, 0),
  sourceLanguage: myRecipeFields.sourceLanguage.optional(),
  photoId: myRecipeFields.photoId.optional(),
});
export type MyRecipeInput = z.input<typeof myRecipeInputSchema>;

/** PATCH: any of the fields; nothing else changes (no defaults here). */
export const myRecipePatchSchema = z.object(myRecipeFields).partial();
export type MyRecipePatch = z.input<typeof myRecipePatchSchema>;

/** A household recipe as its owner reads and edits it. */
export const myRecipeSchema = recipeDetailSchema.extend({
  sourceLanguage: z.string(),
  photoId: z.string().nullable(),
  updatedAt: z.string(),
});
export type MyRecipe = z.infer<typeof myRecipeSchema>;

export const pasteRecipeSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "pasteRequired")
    .max(pastedRecipeMaxLength, "pasteTooLong")
    .refine((text) => pastedLineCount(text) <= pastedRecipeMaxLines, "pasteTooManyLines"),
});

export const importRecipeSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "importUrlInvalid")
    .max(importUrlMaxLength, "importUrlInvalid")
    .refine((value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value), "importUrlInvalid"),
});

/**
 * A recipe read from pasted text or a page (common/my-recipe-draft.ts), for the form to show; nothing is
 * saved. An import's picture has been fetched and stored already: `photoId`, or null.
 */
export const recipeDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  cuisineType: z.string().nullable(),
  category: z.enum(recipeCategories).nullable(),
  difficulty: z.enum(difficulties).nullable(),
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  servings: z.number().int().nullable(),
  servingsText: z.string().nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  sourceLanguage: z.string(),
  sourceUrl: z.string().nullable(),
  readFrom: z.enum(draftSources),
  photoId: z.string().nullable(),
});
export type RecipeDraftAnswer = z.infer<typeof recipeDraftSchema>;

export const photoIdSchema = z.object({ photoId: z.string() });
