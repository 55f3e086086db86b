/** The recipes: the bundled catalogue, its artwork, search, cards and details. */
export { default as recipeRoutes } from "./routes";
export { cardColumns, toCard, toDetail } from "./cards";
export { loadCatalog, readCatalog } from "./catalog";
export { loadCatalogArtwork } from "./catalog-artwork";
export { fillParsedIngredients } from "./parsed-ingredients";
export { manifestPath, readManifest, renderedDir, renderedFile, svgHash } from "./artwork-files";
export { findRecipe, inCatalog, recipeExists, recipeViewer, visibleTo } from "./queries";
