import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { myRecipeInputSchema, type RecipeDraftAnswer } from "@common/my-recipe.schema";
import { emptyRecipeFields, recipeFieldsOf, withBlankNumbersInvalid, type RecipeFormFields } from "@/lib/recipe-form-fields";

/** What the form holds: the fields every recipe form has, the language it is written in, and its photo. */
export type MyRecipeFormValues = RecipeFormFields & {
  /** A helper language code, or "" for the server to tell it from the text. */
  sourceLanguage: string;
  /** A stored photo, or null for the cuisine's artwork. */
  photoId: string | null;
};

/** What the form gives when valid: the body of a create, and (every field) of a change. */
export type MyRecipeValues = z.output<typeof myRecipeInputSchema>;

export const emptyMyRecipeForm: MyRecipeFormValues = { ...emptyRecipeFields, sourceLanguage: "", photoId: null };

/**
 * A draft read from pasted text or a page, or a saved recipe: what a draft did not say stays empty for the owner, and
 * so do times saved as not said (0 and 0).
 */
export function formValuesOf(recipe: Parameters<typeof recipeFieldsOf>[0] & Pick<RecipeDraftAnswer, "sourceLanguage" | "photoId">): MyRecipeFormValues {
  const untimed = recipe.prepTime === 0 && recipe.cookTime === 0;
  const fields = recipeFieldsOf(untimed ? { ...recipe, prepTime: null, cookTime: null } : recipe);
  return { ...fields, sourceLanguage: recipe.sourceLanguage, photoId: recipe.photoId };
}

const schemaResolver = zodResolver(myRecipeInputSchema) as unknown as Resolver<FieldValues, unknown, MyRecipeValues>;

/**
 * The server's own schema checks the form, with these readings of what is left empty: the servings are an error
 * (not the 0 that coercing "" gives), a time is not said, and the language is the server's to tell
 * from the text.
 */
export const myRecipeFormResolver: Resolver<MyRecipeFormValues, unknown, MyRecipeValues> = (values, context, options) => {
  const unsaid = (text: string) => (text.trim() === "" ? undefined : text);
  const read = { ...withBlankNumbersInvalid(values), prepTime: unsaid(values.prepTime), cookTime: unsaid(values.cookTime), sourceLanguage: values.sourceLanguage || undefined };
  return schemaResolver(read, context, options as never) as ReturnType<Resolver<MyRecipeFormValues, unknown, MyRecipeValues>>;
};

/** The fields the server names in `fieldErrors` are the form's own. */
export const serverFields = Object.fromEntries(
  (Object.keys(emptyMyRecipeForm) as (keyof MyRecipeFormValues)[]).map((field) => [field, field]),
) as Record<keyof MyRecipeFormValues, keyof MyRecipeFormValues>;
