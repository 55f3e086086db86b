/** Sending a recipe to the helper: the message, the link and the shares the owner has sent. */
export { default as shareRoutes } from "./routes";
export { notesFor, storeShare } from "./create-share";
export { openShare } from "./open-share";
export { helperSendLanguage, sendingHelper, sharedWithName, type Sending } from "./recipient";
export { bold } from "./recipe-message";
export { shareStatus, shareTitle } from "./sent-shares";
