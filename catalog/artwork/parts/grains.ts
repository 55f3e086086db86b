import { type Art, r1 } from "./art";
import { darken, lighten } from "./colour";

/** Rice, noodles and the like: many small strokes, so the texture reads even at card size. */

export type Grains = {
  /** Colours of the grains and how often each comes up (weights). */
  colours: readonly (readonly [string, number])[];
  count: number;
  length?: number;
  thickness?: number;
};

/**
 * A heap of long grains in an ellipse. The base colour shows between the grains; the heap is
 * brighter to the top left and shadowed at the bottom right, so it reads as a mound.
 */
export function riceMound(a: Art, cx: number, cy: number, rx: number, ry: number, base: string, grains: Grains): string {
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${a.lit(base, 0.2, 0.35)}"/>` +
    grainsIn(a, cx, cy, rx * 0.97, ry * 0.97, grains) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${mound(a)}"/>`
  );
}

/** Just the grains, no base: for patches of a second colour over a heap (the saffron of a biryani). */
export function grainsIn(a: Art, cx: number, cy: number, rx: number, ry: number, grains: Grains): string {
  const total = grains.colours.reduce((sum, [, weight]) => sum + weight, 0);
  const groups = grains.colours.map(() => "");
  const length = grains.length ?? 13;
  for (let i = 0; i < grains.count; i++) {
    let roll = a.random() * total;
    const index = grains.colours.findIndex(([, weight]) => (roll -= weight) < 0);
    const [x, y] = a.inEllipse(cx, cy, rx, ry);
    const angle = a.random() * Math.PI;
    const [dx, dy] = [(Math.cos(angle) * length) / 2, (Math.sin(angle) * length) / 2];
    groups[index] += `M${r1(x - dx)} ${r1(y - dy)}l${r1(dx * 2)} ${r1(dy * 2)}`;
  }
  return groups
    .map((d, i) => `<path d="${d}" stroke="${grains.colours[i]![0]}" stroke-width="${grains.thickness ?? 5}" stroke-linecap="round" fill="none"/>`)
    .join("");
}

/** Light on the top left of a heap, shade on its far side, laid over its texture. */
function mound(a: Art): string {
  const id = a.define("mound", (id) =>
    `<radialGradient id="${id}" cx=".4" cy=".36" r=".68"><stop offset="0" stop-color="#fff8e8" stop-opacity=".35"/>` +
    `<stop offset=".5" stop-color="#fff8e8" stop-opacity="0"/><stop offset=".82" stop-color="#2a1204" stop-opacity=".12"/>` +
    `<stop offset="1" stop-color="#2a1204" stop-opacity=".38"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** Long noodles tangled in a round nest: each a wandering curve with a dark edge and a shine. */
export function noodles(a: Art, cx: number, cy: number, r: number, colour: string, count: number, thickness = 7): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    let [x, y] = a.inEllipse(cx, cy, r * 0.85, r * 0.85);
    let angle = a.random() * Math.PI * 2;
    d += `M${r1(x)} ${r1(y)}`;
    for (let step = 0; step < 4; step++) {
      angle += a.between(-1.6, 1.6);
      const reach = a.between(r * 0.25, r * 0.55);
      let [nx, ny] = [x + Math.cos(angle) * reach, y + Math.sin(angle) * reach];
      // Keep the nest round: a curve heading out is turned back towards the middle.
      if (Math.hypot(nx - cx, ny - cy) > r * 0.92) {
        angle = Math.atan2(cy - y, cx - x) + a.between(-0.8, 0.8);
        [nx, ny] = [x + Math.cos(angle) * reach, y + Math.sin(angle) * reach];
      }
      const [mx, my] = [(x + nx) / 2 + a.between(-r * 0.2, r * 0.2), (y + ny) / 2 + a.between(-r * 0.2, r * 0.2)];
      d += `Q${r1(mx)} ${r1(my)} ${r1(nx)} ${r1(ny)}`;
      [x, y] = [nx, ny];
    }
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.9)}" fill="${darken(colour, 0.3)}"/>` +
    `<path d="${d}" fill="none" stroke="${darken(colour, 0.35)}" stroke-width="${thickness + 2.5}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${thickness}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(colour, 0.5)}" stroke-width="${r1(thickness * 0.3)}" stroke-linecap="round" transform="translate(-1 -1.5)" opacity=".8"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${mound(a)}"/>`
  );
}

/** Short strokes laid on a creamy surface: the grooves of a swirl, spoon marks, a beaten porridge. */
export function swirl(a: Art, cx: number, cy: number, r: number, colour: string, rings = 4, opacity = 0.5): string {
  let d = "";
  for (let i = 1; i <= rings; i++) {
    const radius = (r * i) / (rings + 0.6);
    const start = a.random() * Math.PI * 2;
    const sweep = a.between(2.2, 4.4);
    const [x1, y1] = [cx + Math.cos(start) * radius, cy + Math.sin(start) * radius];
    const [x2, y2] = [cx + Math.cos(start + sweep) * radius, cy + Math.sin(start + sweep) * radius];
    d += `M${r1(x1)} ${r1(y1)}A${r1(radius)} ${r1(radius)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${r1(x2)} ${r1(y2)}`;
  }
  return (
    `<path d="${d}" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="${r1(r * 0.05)}" stroke-linecap="round" opacity="${opacity}"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(colour, 0.4)}" stroke-width="${r1(r * 0.025)}" stroke-linecap="round" transform="translate(-3 -3)" opacity="${opacity}"/>`
  );
}

/** Many small round things (lentils, seeds, crumbs) scattered in an ellipse. */
export function scatter(a: Art, cx: number, cy: number, rx: number, ry: number, colours: readonly string[], count: number, size: number): string {
  const groups = colours.map(() => "");
  for (let i = 0; i < count; i++) {
    const [x, y] = a.inEllipse(cx, cy, rx, ry);
    const index = Math.floor(a.random() * colours.length);
    groups[index] += `M${r1(x)} ${r1(y)}h${r1(size * a.between(0, 0.3))}`;
  }
  return groups.map((d, i) => `<path d="${d}" stroke="${colours[i]}" stroke-width="${size}" stroke-linecap="round"/>`).join("");
}
