import type { TranslatedRecipe } from "../../../common/translation.schema";

type RecipeText = { title: string; description: string; ingredients: string[]; instructions: string[] };

/** A recipe as translation segments: title, description, each ingredient line, each instruction line. */
export function recipeSegments(recipe: RecipeText): string[] {
  return [recipe.title, recipe.description, ...recipe.ingredients, ...recipe.instructions];
}

/** The inverse of recipeSegments. */
export function fromSegments(recipe: RecipeText, segments: string[]): TranslatedRecipe {
  const ingredientsEnd = 2 + recipe.ingredients.length;
  return {
    title: segments[0]!,
    description: segments[1]!,
    ingredients: segments.slice(2, ingredientsEnd),
    instructions: segments.slice(ingredientsEnd, ingredientsEnd + recipe.instructions.length),
  };
}
