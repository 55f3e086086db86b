import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { type AdminRecipeCreate, type AdminRecipePatch } from "@common/admin";
import { adminRecipeCreateSchema } from "@common/admin.schema";
import type { RecipeDetail } from "@common/recipe";
import { emptyRecipeFields, recipeFieldsOf, withBlankNumbersInvalid, type RecipeFormFields } from "@/lib/recipe-form-fields";

/** What the recipe form holds: the fields every recipe form has, and the catalogue's flags. */
export type RecipeFormValues = RecipeFormFields & {
  featured: boolean;
  quick: boolean;
  hidden: boolean;
};

export const emptyRecipeForm: RecipeFormValues = { ...emptyRecipeFields, featured: false, quick: false, hidden: false };

/** A recipe as the edit form starts (docs/spec.md §3: the category defaults to main). */
export function recipeFormValuesOf(recipe: RecipeDetail): RecipeFormValues {
  return { ...recipeFieldsOf(recipe), featured: recipe.featured, quick: recipe.quick, hidden: recipe.hidden };
}

const schemaResolver = zodResolver(adminRecipeCreateSchema) as unknown as Resolver<FieldValues, unknown, AdminRecipeCreate>;

/**
 * The server's schema checks the form (docs/spec.md §5), with one addition: a number left empty is an
 * error, not the 0 that coercing "" would give.
 */
export const recipeFormResolver: Resolver<RecipeFormValues, unknown, AdminRecipeCreate> = (values, context, options) => {
  return schemaResolver(withBlankNumbersInvalid(values), context, options as never) as ReturnType<Resolver<RecipeFormValues, unknown, AdminRecipeCreate>>;
};

/** POST /api/admin/recipes: every field as text (lines one per line, flags "true"/"false") plus the image. */
export function recipeFormData(recipe: AdminRecipeCreate, image: File): FormData {
  const form = new FormData();
  const { ingredients, instructions, featured, quick, hidden, ...rest } = recipe;
  for (const [name, value] of Object.entries(rest)) form.append(name, String(value));
  form.append("ingredients", ingredients.join("\n"));
  form.append("instructions", instructions.join("\n"));
  form.append("featured", String(featured));
  form.append("quick", String(quick));
  form.append("hidden", String(hidden));
  form.append("image", image);
  return form;
}

/** PATCH /api/admin/recipes/:id (docs/spec.md §5): only non-empty fields; featured and quick always; lines without blanks. */
export function recipePatch(recipe: AdminRecipeCreate): AdminRecipePatch {
  const patch: AdminRecipePatch = { featured: recipe.featured, quick: recipe.quick, hidden: recipe.hidden };
  const lines = (list: string[]) => list.map((line) => line.trim()).filter(Boolean);
  const ingredients = lines(recipe.ingredients);
  const instructions = lines(recipe.instructions);
  if (ingredients.length > 0) patch.ingredients = ingredients;
  if (instructions.length > 0) patch.instructions = instructions;
  for (const key of ["title", "description", "cuisineType", "category", "difficulty"] as const) {
    const value = recipe[key]?.trim();
    if (value) (patch as Record<string, unknown>)[key] = value;
  }
  for (const key of ["prepTime", "cookTime", "servings"] as const) {
    if (Number.isFinite(recipe[key])) patch[key] = recipe[key];
  }
  return patch;
}

export { acceptedImageTypes, imageProblem, maxImageBytes } from "@/lib/image-file";
