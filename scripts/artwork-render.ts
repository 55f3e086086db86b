/**
 * Renders the bundled recipes' artwork (catalog/artwork) to the WebP files the seed step stores:
 *   npm run artwork:render
 * Only drawings whose SVG changed since their last rendering are rendered again; files of a slug
 * that no longer has a drawing are removed. Commit catalog/artwork/rendered afterwards.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dishes, drawArtwork } from "../catalog/artwork";
import { svgToWebpVariants } from "../server/modules/images";
import { manifestPath, readManifest, renderedDir, renderedFile, svgHash } from "../server/modules/recipes";

mkdirSync(renderedDir, { recursive: true });
const previous = readManifest();
const manifest: Record<string, string> = {};
let rendered = 0;
const started = performance.now();
for (const slug of Object.keys(dishes).sort()) {
  const svg = drawArtwork(slug)!;
  const hash = svgHash(svg);
  manifest[slug] = hash;
  if (previous[slug] === hash) continue;
  for (const variant of await svgToWebpVariants(svg)) writeFileSync(renderedFile(slug, variant.width), variant.bytes);
  rendered++;
  console.log(`rendered ${slug}`);
}
for (const file of readdirSync(renderedDir)) {
  const slug = file.replace(/-\d+\.webp$/, "");
  if (file.endsWith(".webp") && !(slug in manifest)) rmSync(path.join(renderedDir, file));
}
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${rendered} of ${Object.keys(manifest).length} drawings rendered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
