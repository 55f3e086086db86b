/* What other features may use of the household's own recipes: where its pages are. Pages are routed directly. */
export { editMyRecipePath, myRecipesPath } from "./paths";
