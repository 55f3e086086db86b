/** The week's plan, its shopping list and the menu sent to the helper (decision 0054). */
export { default as menuRoutes } from "./routes";
export { helperMenuPage, menuShareContent } from "./menu-page";
export { dishRecipes, recallDishes } from "./dish-lines";
export { shoppingListOf } from "./shopping-list";
export { loadItemNames } from "./item-names";
