/** Recipes: what counts as quick, and the search orders (schemas: recipe.schema.ts). */

/** A recipe counts as quick when it is on the table within half an hour. */
export const quickLimitMinutes = 30;
export const isQuick = (recipe: { prepTime: number; cookTime: number }) =>
  recipe.prepTime + recipe.cookTime <= quickLimitMinutes;

export const recipeSorts = ["easiest", "quickest", "newest"] as const;
export type RecipeSort = (typeof recipeSorts)[number];

export type { CatalogRecipe, RecipeCard, RecipeDetail, RecipeSearchQuery, RecipeSearchResult } from "./recipe.schema";
