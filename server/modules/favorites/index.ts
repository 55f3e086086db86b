/** The owner's favourite recipes. */
export { default as favoriteRoutes } from "./routes";
