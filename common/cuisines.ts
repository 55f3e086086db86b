/**
 * The 11 canonical cuisines (DESIGN §8: the create options of SPEC §3 are canonical).
 * `key` is the filter key: the label lower-cased with spaces and hyphens removed.
 */
export const cuisines = [
  { key: "khaleeji", label: "Khaleeji", emoji: "🍛" },
  { key: "middleeastern", label: "Middle Eastern", emoji: "🧆" },
  { key: "asian", label: "Asian", emoji: "🍜" },
  { key: "western", label: "Western", emoji: "🍝" },
  { key: "indian", label: "Indian", emoji: "🥘" },
  { key: "mediterranean", label: "Mediterranean", emoji: "🫒" },
  { key: "african", label: "African", emoji: "🍲" },
  { key: "turkish", label: "Turkish", emoji: "🥙" },
  { key: "persian", label: "Persian", emoji: "🍚" },
  { key: "southamerican", label: "South American", emoji: "🌮" },
  { key: "caribbean", label: "Caribbean", emoji: "🥥" },
] as const;

export type Cuisine = (typeof cuisines)[number];
export type CuisineKey = Cuisine["key"];

/** SPEC §5: cuisines compare lower-cased with spaces (and, DESIGN §8, hyphens) removed. */
export function cuisineKeyOf(value: string): string {
  return value.toLowerCase().replace(/[\s-]+/g, "");
}

export const recipeCategories = ["starter", "main", "dessert", "drink"] as const;
export type RecipeCategory = (typeof recipeCategories)[number];

export const difficulties = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof difficulties)[number];
