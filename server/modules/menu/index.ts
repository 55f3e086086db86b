/** The week's plan, its shopping list and the menu sent to the helper (decision 0054). */
export { default as menuRoutes } from "./routes";
export { helperMenuPage } from "./menu-page";
export { loadItemNames } from "./item-names";
