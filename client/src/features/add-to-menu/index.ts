/*
 * "Add to menu" (decision 0071): the button a recipe card or page places (its picker loads when reached for), and the
 * week's plan and day names that the menu feature reads too. Below the recipes and menu features, so both use it.
 */
export { AddToMenuButton } from "./components/add-to-menu-button";
export { menuQuery, useMenu } from "./api/week-plan";
export { useDayNames } from "./lib/day-names";
export { localToday } from "./lib/today";
