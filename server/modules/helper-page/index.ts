/** The helper's page: its texts in her language, its model, its HTML and its own assets (decision 0050). */
export { helperPageAssets, helperServiceWorker } from "./assets";
export { helperGreeting, helperText, quickNotes, type HelperTextKey, type QuickNote } from "./helper-texts";
export { dayName, menuTitle, shoppingTitle } from "./menu-title";
export {
  helperNotes,
  helperPageBase,
  helperPictures,
  helperRecipePage,
  helperRecipeSection,
  helperTextsIn,
  type HelperSite,
  type PictureOf,
  type RecipeRow,
} from "./model";
export { privatePage } from "./private-page";
export { renderGonePage, renderMenuPage, renderNotFoundPage, renderRecipePage, renderReplyRefusedPage } from "./render";
export { scaleTranslatedRecipe } from "./scale-recipe";
