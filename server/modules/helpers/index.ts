/** The household's helpers (decision 0081): the list, who gets a send, and who was last sent each kind of recipe. */
export { default as helperRoutes } from "./routes";
export { findHelper, helperPhone, helperRowOf, householdHelperIds, listHelpers, shoppingHelperRow } from "./store";
export { lastChoiceByCategory } from "./last-choice";
