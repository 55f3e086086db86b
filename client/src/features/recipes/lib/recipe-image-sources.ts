import * as endpoints from "@common/api/endpoints";
import { pathOf, pathWith } from "@common/api/route";
import { cuisineByKey, recipeCategories } from "@common/cuisines";

/** Widths the image route serves stored images at (?w=): uploads and the bundled recipes' drawings. */
const widths = [320, 640, 1024];

/** The cuisine's own artwork: what a broken or missing image falls back to (docs/design.md §8). */
export function cuisineArtwork(cuisineType: string, category: string): string {
  const cuisine = cuisineByKey(cuisineType)?.key ?? "khaleeji";
  const kind = (recipeCategories as readonly string[]).includes(category) ? category : "main";
  return pathWith(endpoints.getArtwork, { cuisine, category: kind, file: "0.svg" });
}

/** Where stored images are served: the image route's path up to its id. */
const storedImages = pathOf(endpoints.getImage).replace(":id", "");

/** src and srcset for an image address: stored images come in several widths, the cuisine's artwork is vector. */
export function imageSources(url: string): { src: string; srcSet?: string } {
  if (!url.startsWith(storedImages)) return { src: url };
  return { src: `${url}?w=640`, srcSet: widths.map((w) => `${url}?w=${w} ${w}w`).join(", ") };
}
