/** Pictures: uploads checked and re-encoded to WebP at several widths, stored and served (decision 0028). */
export { default as imageRoutes } from "./routes";
export { imageWidths, maxUploadBytes, svgToWebpVariants } from "./process";
export { findVariant, mayUseImage, storeImage } from "./store";
export { sharedPhotoQuery } from "./shared-photo";
export { runImport } from "./import-photos";
