/* What other features may use of recipes: the card grid, its skeleton and a recipe's picture. Pages are routed directly. */
export { RecipeGrid } from "./components/recipe-grid";
export { RecipeGridSkeleton } from "./components/recipe-grid-skeleton";
export { RecipeImage } from "./components/recipe-image";
