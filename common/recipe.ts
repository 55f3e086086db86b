import { z } from "zod";
import { cuisines, difficulties, recipeCategories } from "./cuisines";

const line = z.string().trim().min(1);

/** One recipe of the bundled catalogue (`catalog/recipes/*.json`). */
export const catalogRecipeSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  cuisineType: z.enum(cuisines.map((c) => c.label) as [string, ...string[]]),
  category: z.enum(recipeCategories),
  difficulty: z.enum(difficulties),
  prepTime: z.number().int().min(0),
  cookTime: z.number().int().min(0),
  servings: z.number().int().min(1),
  featured: z.boolean(),
  ingredients: z.array(line).min(1),
  instructions: z.array(line).min(1),
});
export type CatalogRecipe = z.infer<typeof catalogRecipeSchema>;

/** A recipe counts as quick when it is on the table within half an hour. */
export const quickLimitMinutes = 30;
export const isQuick = (recipe: { prepTime: number; cookTime: number }) =>
  recipe.prepTime + recipe.cookTime <= quickLimitMinutes;
