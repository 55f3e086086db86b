import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { type AdminRecipeCreate, type AdminRecipePatch } from "@common/admin";
import { adminRecipeCreateSchema } from "@common/admin.schema";
import { cuisineByKey, difficulties, recipeCategories, type Difficulty, type RecipeCategory } from "@common/cuisines";
import type { RecipeDetail } from "@common/recipe";

/** What the recipe form holds: text as typed, numbers as strings, lines as one text each. */
export type RecipeFormValues = {
  title: string;
  description: string;
  cuisineType: string;
  category: RecipeCategory;
  difficulty: Difficulty;
  prepTime: string;
  cookTime: string;
  servings: string;
  ingredients: string;
  instructions: string;
  featured: boolean;
  quick: boolean;
  hidden: boolean;
};

export const emptyRecipeForm: RecipeFormValues = {
  title: "",
  description: "",
  cuisineType: "",
  category: "main",
  difficulty: "Easy",
  prepTime: "",
  cookTime: "",
  servings: "",
  ingredients: "",
  instructions: "",
  featured: false,
  quick: false,
  hidden: false,
};

const isCategory = (value: string): value is RecipeCategory => (recipeCategories as readonly string[]).includes(value);
const isDifficulty = (value: string): value is Difficulty => (difficulties as readonly string[]).includes(value);

/** A recipe as the edit form starts (SPEC §3: the category defaults to main). */
export function recipeFormValuesOf(recipe: RecipeDetail): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    cuisineType: cuisineByKey(recipe.cuisineType)?.label ?? "",
    category: isCategory(recipe.category) ? recipe.category : "main",
    difficulty: isDifficulty(recipe.difficulty) ? recipe.difficulty : "Easy",
    prepTime: String(recipe.prepTime),
    cookTime: String(recipe.cookTime),
    servings: String(recipe.servings),
    ingredients: recipe.ingredients.join("\n"),
    instructions: recipe.instructions.join("\n"),
    featured: recipe.featured,
    quick: recipe.quick,
    hidden: recipe.hidden,
  };
}

const schemaResolver = zodResolver(adminRecipeCreateSchema) as unknown as Resolver<FieldValues, unknown, AdminRecipeCreate>;

/**
 * The server's schema checks the form (SPEC §5), with one addition: a number left empty is an
 * error, not the 0 that coercing "" would give.
 */
export const recipeFormResolver: Resolver<RecipeFormValues, unknown, AdminRecipeCreate> = (values, context, options) => {
  const blankAsInvalid = (text: string) => (text.trim() === "" ? "not a number" : text);
  return schemaResolver(
    { ...values, prepTime: blankAsInvalid(values.prepTime), cookTime: blankAsInvalid(values.cookTime), servings: blankAsInvalid(values.servings) },
    context,
    options as never,
  ) as ReturnType<Resolver<RecipeFormValues, unknown, AdminRecipeCreate>>;
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

/** PATCH /api/admin/recipes/:id (SPEC §5): only non-empty fields; featured and quick always; lines without blanks. */
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

/** The image types and size the server takes (JPG, PNG, WebP; at most 8 MB). */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const maxImageBytes = 8 * 1024 * 1024;

/** What is wrong with a chosen image, as a key of the server's messages, or undefined. */
export function imageProblem(file: File | undefined, required: boolean): "imageRequired" | "imageType" | "imageTooLarge" | undefined {
  if (!file) return required ? "imageRequired" : undefined;
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > maxImageBytes) return "imageTooLarge";
  return undefined;
}
