import { african } from "./dishes/african";
import { asian } from "./dishes/asian";
import { caribbean } from "./dishes/caribbean";
import { indian } from "./dishes/indian";
import { khaleeji } from "./dishes/khaleeji";
import { mediterranean } from "./dishes/mediterranean";
import { middleEastern } from "./dishes/middle-eastern";
import { persian } from "./dishes/persian";
import { southAmerican } from "./dishes/south-american";
import { turkish } from "./dishes/turkish";
import { western } from "./dishes/western";
import { Art } from "./parts/art";
import type { Dish } from "./parts/dish";

/** Every bundled recipe's picture, by recipe slug (one module per cuisine). */
export const dishes: Readonly<Record<string, Dish>> = {
  ...khaleeji,
  ...middleEastern,
  ...asian,
  ...western,
  ...indian,
  ...mediterranean,
  ...african,
  ...turkish,
  ...persian,
  ...southAmerican,
  ...caribbean,
};

/** The SVG source of a bundled recipe's picture, or undefined when it has none. */
export function drawArtwork(slug: string): string | undefined {
  const dish = dishes[slug];
  if (!dish) return undefined;
  const a = new Art(slug);
  const body = dish(a);
  return a.document(body);
}
