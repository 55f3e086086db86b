import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { imageWidths } from "../images";
import { catalogDir } from "../../lib/catalog-dir";

/**
 * The bundled recipes' artwork as committed WebP files (`npm run artwork:render` writes them from
 * catalog/artwork): rendering all 44 at start-up took about 12 s on a 2-core machine, reading them takes
 * milliseconds. The manifest maps each slug to the hash of the SVG its files were rendered from.
 */
export const renderedDir = path.join(catalogDir, "artwork", "rendered");
export const manifestPath = path.join(renderedDir, "manifest.json");

export type ArtworkManifest = Record<string, string>;

export const svgHash = (svg: string) => createHash("sha256").update(svg).digest("hex");

export function readManifest(file = manifestPath): ArtworkManifest {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ArtworkManifest) : {};
}

export const renderedFile = (slug: string, width: number, dir = renderedDir) => path.join(dir, `${slug}-${width}.webp`);

/** The stored files of one slug, widest last. */
export function readRendered(slug: string, dir = renderedDir): { width: number; bytes: Buffer }[] {
  return imageWidths.map((width) => ({ width, bytes: readFileSync(renderedFile(slug, width, dir)) }));
}
