/**
 * The 11 canonical cuisines (docs/design.md §8: the create options of docs/spec.md §3 are canonical).
 * `key` is the filter key: the label lower-cased with spaces and hyphens removed.
 */
export const cuisines = [
  { key: "khaleeji", label: "Khaleeji", emoji: "🍛", colour: "#b45309", gradient: ["#fbbf24", "#b45309"], pattern: "diamonds" },
  { key: "middleeastern", label: "Middle Eastern", emoji: "🧆", colour: "#4d7c0f", gradient: ["#bef264", "#4d7c0f"], pattern: "dots" },
  { key: "asian", label: "Asian", emoji: "🍜", colour: "#b91c1c", gradient: ["#fca5a5", "#b91c1c"], pattern: "waves" },
  { key: "western", label: "Western", emoji: "🍝", colour: "#1d4ed8", gradient: ["#93c5fd", "#1d4ed8"], pattern: "checks" },
  { key: "indian", label: "Indian", emoji: "🥘", colour: "#c2410c", gradient: ["#fdba74", "#c2410c"], pattern: "paisley" },
  { key: "mediterranean", label: "Mediterranean", emoji: "🫒", colour: "#0e7490", gradient: ["#67e8f9", "#0e7490"], pattern: "waves" },
  { key: "african", label: "African", emoji: "🍲", colour: "#92400e", gradient: ["#fcd34d", "#92400e"], pattern: "triangles" },
  { key: "turkish", label: "Turkish", emoji: "🥙", colour: "#be123c", gradient: ["#fda4af", "#be123c"], pattern: "stars" },
  { key: "persian", label: "Persian", emoji: "🍚", colour: "#6d28d9", gradient: ["#c4b5fd", "#6d28d9"], pattern: "stars" },
  { key: "southamerican", label: "South American", emoji: "🌮", colour: "#15803d", gradient: ["#86efac", "#15803d"], pattern: "stripes" },
  { key: "caribbean", label: "Caribbean", emoji: "🥥", colour: "#0f766e", gradient: ["#5eead4", "#0f766e"], pattern: "dots" },
] as const;

export function cuisineByKey(key: string): Cuisine | undefined {
  return cuisines.find((cuisine) => cuisine.key === cuisineKeyOf(key));
}

export type Cuisine = (typeof cuisines)[number];
export type CuisineKey = Cuisine["key"];

/** docs/spec.md §5: cuisines compare lower-cased with spaces (and, docs/design.md §8, hyphens) removed. */
export function cuisineKeyOf(value: string): string {
  return value.toLowerCase().replace(/[\s-]+/g, "");
}

export const recipeCategories = ["starter", "main", "dessert", "drink"] as const;
export type RecipeCategory = (typeof recipeCategories)[number];

export const difficulties = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof difficulties)[number];
