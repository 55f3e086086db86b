/** A household's own recipes: written, pasted or imported from a link (decision 0051). */
export { default as myRecipeRoutes } from "./routes";
