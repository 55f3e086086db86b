import { cuisineByKey, cuisines, recipeCategories } from "../../../common/cuisines";
import * as endpoints from "../../../common/api/endpoints";
import { pathWith } from "../../../common/api/route";

/**
 * The cuisine's artwork (docs/spec.md §2: each cuisine has a colour, gradient, pattern and emoji): its gradient
 * and pattern behind a pictogram of the category, varied by a seed. Pure SVG, a few hundred bytes. Bundled
 * recipes show their own drawing of the dish (catalog/artwork, stored as an image); this is what a recipe
 * without a picture shows, and what the browser falls back to when an image fails to load.
 */

const patterns: Record<string, string> = {
  dots: '<circle cx="10" cy="10" r="3"/>',
  stripes: '<rect width="6" height="20"/>',
  waves: '<path d="M0 10q5-8 10 0t10 0" fill="none" stroke="#fff" stroke-width="2"/>',
  checks: '<rect width="10" height="10"/><rect x="10" y="10" width="10" height="10"/>',
  diamonds: '<path d="M10 2l8 8-8 8-8-8z"/>',
  triangles: '<path d="M0 20l10-16 10 16z"/>',
  stars: '<path d="M10 2l2.4 5.6 6 .5-4.6 4 1.4 5.9-5.2-3.2-5.2 3.2 1.4-5.9-4.6-4 6-.5z"/>',
  paisley: '<path d="M6 16c-4-6 2-14 9-11-5 1-6 6-2 8 3 2 1 7-7 3z"/>',
};

const pictograms: Record<string, string> = {
  main:
    '<ellipse cx="200" cy="178" rx="92" ry="16" fill="#000" opacity=".12"/><path d="M112 150h176a88 64 0 0 1-176 0z" fill="#fff"/><path d="M128 150c8-38 136-38 144 0z" fill="#fde68a"/><path d="M170 104c0-12 10-12 10-24M200 100c0-12 10-12 10-24M230 104c0-12 10-12 10-24" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>',
  starter:
    '<ellipse cx="200" cy="186" rx="100" ry="18" fill="#000" opacity=".12"/><ellipse cx="200" cy="168" rx="100" ry="30" fill="#fff"/><circle cx="165" cy="156" r="16" fill="#a3e635"/><circle cx="200" cy="150" r="16" fill="#fbbf24"/><circle cx="235" cy="156" r="16" fill="#f87171"/>',
  dessert:
    '<ellipse cx="200" cy="190" rx="90" ry="14" fill="#000" opacity=".12"/><path d="M130 176l70-90 70 90z" fill="#fff"/><path d="M146 156h108l8 10H138z" fill="#f9a8d4"/><circle cx="200" cy="84" r="10" fill="#ef4444"/>',
  drink:
    '<ellipse cx="200" cy="200" rx="50" ry="10" fill="#000" opacity=".12"/><path d="M160 80h80l-12 116h-56z" fill="#fff" opacity=".95"/><path d="M165 120h70l-8 72h-54z" fill="#fcd34d"/><path d="M215 60l-10 80" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
};

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small number from a text, so each recipe's artwork differs a little from its neighbours'. */
export function artworkSeed(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return hash;
}

export function artworkPath(cuisineType: string, category: string, seedText: string): string {
  const cuisine = cuisineByKey(cuisineType)?.key ?? "khaleeji";
  const kind = (recipeCategories as readonly string[]).includes(category) ? category : "main";
  return pathWith(endpoints.getArtwork, { cuisine, category: kind, file: `${artworkSeed(seedText)}.svg` });
}

export function isArtworkRequest(cuisine: string, category: string) {
  return cuisines.some((c) => c.key === cuisine) && (recipeCategories as readonly string[]).includes(category);
}

export function artworkSvg(cuisineKey: string, category: string, seed: number, title = ""): string {
  const cuisine = cuisineByKey(cuisineKey) ?? cuisines[0];
  const [from, to] = cuisine.gradient;
  const rotate = (seed % 8) * 15;
  const scale = 1 + (seed % 3) * 0.25;
  const pictogram = pictograms[category] ?? pictograms.main!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(title || cuisine.label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate}) scale(${scale})" fill="#fff">${patterns[cuisine.pattern]}</pattern></defs>
<rect width="400" height="300" fill="url(#g)"/><rect width="400" height="300" fill="url(#p)" opacity=".18"/>
<circle cx="200" cy="150" r="${104 + (seed % 5) * 4}" fill="#fff" opacity=".16"/>${pictogram}</svg>`;
}
