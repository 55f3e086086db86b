/* What other features may use of recipes: the card grid and its skeleton. Pages are routed directly. */
export { RecipeGrid } from "./components/recipe-grid";
export { RecipeGridSkeleton } from "./components/recipe-grid-skeleton";
