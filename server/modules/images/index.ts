/** Pictures: uploads checked and re-encoded to WebP at several widths, stored and served (decision 0028). */
export { default as imageRoutes } from "./routes";
export { imageWidths, maxUploadBytes, svgToWebpVariants } from "./process";
export { findVariant, storeImage } from "./store";
export { runImport } from "./import-photos";
