import { cuisineByKey, difficulties, recipeCategories, type Difficulty, type RecipeCategory } from "@common/cuisines";

/**
 * The fields every recipe form holds (the admin's catalogue form, a household's own recipe): text as typed,
 * numbers as strings, ingredients and steps as one text each, one per line.
 */
export type RecipeFormFields = {
  title: string;
  description: string;
  /** A cuisine's label ("Middle Eastern"), or "" until chosen. */
  cuisineType: string;
  category: RecipeCategory;
  difficulty: Difficulty;
  prepTime: string;
  cookTime: string;
  servings: string;
  ingredients: string;
  instructions: string;
};

export const emptyRecipeFields: RecipeFormFields = {
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
};

/** A recipe, or a draft read from text or a page, which may leave the cuisine, kind and numbers unsaid. */
type RecipeFieldsSource = {
  title: string;
  description: string;
  cuisineType: string | null;
  category: string | null;
  difficulty: string | null;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  ingredients: string[];
  instructions: string[];
};

const isCategory = (value: unknown): value is RecipeCategory => (recipeCategories as readonly unknown[]).includes(value);
const isDifficulty = (value: unknown): value is Difficulty => (difficulties as readonly unknown[]).includes(value);
const numberText = (value: number | null) => (value === null ? "" : String(value));

/** As the form starts (docs/spec.md §3: the category defaults to main); what is unsaid stays empty for the owner to fill in. */
export function recipeFieldsOf(recipe: RecipeFieldsSource): RecipeFormFields {
  return {
    title: recipe.title,
    description: recipe.description,
    cuisineType: (recipe.cuisineType && cuisineByKey(recipe.cuisineType)?.label) || "",
    category: isCategory(recipe.category) ? recipe.category : "main",
    difficulty: isDifficulty(recipe.difficulty) ? recipe.difficulty : "Easy",
    prepTime: numberText(recipe.prepTime),
    cookTime: numberText(recipe.cookTime),
    servings: numberText(recipe.servings),
    ingredients: recipe.ingredients.join("\n"),
    instructions: recipe.instructions.join("\n"),
  };
}

/** What the shared schema is given: a number left empty is an error, not the 0 that coercing "" would give. */
export function withBlankNumbersInvalid<T extends Pick<RecipeFormFields, "prepTime" | "cookTime" | "servings">>(values: T): T {
  const blankAsInvalid = (text: string) => (text.trim() === "" ? "not a number" : text);
  return { ...values, prepTime: blankAsInvalid(values.prepTime), cookTime: blankAsInvalid(values.cookTime), servings: blankAsInvalid(values.servings) };
}
