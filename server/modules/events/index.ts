/** What owners did (logins, recipe clicks, shares), counted for the admin's statistics. */
export { recordEvent, recordRecipeClick, type EventType } from "./record";
