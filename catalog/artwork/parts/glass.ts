import { type Art, r1 } from "./art";
import { darken, lighten } from "./colour";

/** Drinks seen from the side (at table height, a little above): glasses, cups and what floats in them. */

export type GlassShape = {
  /** Centre of the glass's foot on the table, its width at the rim and its height. */
  x: number;
  base: number;
  width: number;
  height: number;
  /** How much narrower the foot is than the rim (0 = straight sides). */
  taper?: number;
  /** How full, 0 to 1. */
  fill?: number;
  /** Colours of the drink, top to bottom. */
  drink: readonly string[];
  /** A layer on top (foam, cream) and how thick it is. */
  top?: { colour: string; depth: number };
  /** Depth of the ellipse at rim and surface, relative to width. */
  tilt?: number;
};

/** Corners and ellipse depth of a glass shape at a given height from its foot. */
function at(shape: GlassShape, fromFoot: number) {
  const taper = shape.taper ?? 0.18;
  const half = (shape.width / 2) * (1 - taper * (1 - fromFoot / shape.height));
  return { y: shape.base - fromFoot, half, depth: half * (shape.tilt ?? 0.22) };
}

/**
 * A drink in a clear glass: shadow, the back of the rim, the drink with its surface, the glass
 * walls with their reflections, the thick foot and the front of the rim. `floating` (ice, fruit,
 * a straw) is drawn inside the drink, before the front wall.
 */
export function glassOfDrink(a: Art, shape: GlassShape, floating = "", outside = ""): string {
  const rim = at(shape, shape.height);
  const foot = at(shape, 0);
  const level = at(shape, 10 + (shape.height - 14) * (shape.fill ?? 0.85));
  const inner = (p: { half: number }) => p.half - 4;
  const body = (top: ReturnType<typeof at>, bottom: ReturnType<typeof at>, shrink = 0) =>
    `M${r1(shape.x - top.half + shrink)} ${r1(top.y)}L${r1(shape.x - bottom.half + shrink)} ${r1(bottom.y)}` +
    `A${r1(bottom.half - shrink)} ${r1(bottom.depth)} 0 0 0 ${r1(shape.x + bottom.half - shrink)} ${r1(bottom.y)}L${r1(shape.x + top.half - shrink)} ${r1(top.y)}Z`;
  const bottom = at(shape, 12);
  // Darker towards both sides: the drink reads as a round, full body rather than a flat panel.
  const round = a.define("cylinder", (id) =>
    `<linearGradient id="${id}"><stop offset="0" stop-color="#2a1204" stop-opacity=".3"/><stop offset=".3" stop-color="#fff8e8" stop-opacity=".12"/>` +
    `<stop offset=".55" stop-color="#fff8e8" stop-opacity="0"/><stop offset="1" stop-color="#2a1204" stop-opacity=".38"/></linearGradient>`,
  );
  let drink = `<path d="${body(level, bottom, 4)}" fill="${a.linear(shape.drink, 90)}"/><path d="${body(level, bottom, 4)}" fill="url(#${round})"/>`;
  if (shape.top) {
    const under = at(shape, 10 + (shape.height - 14) * (shape.fill ?? 0.85) - shape.top.depth);
    drink += `<path d="${body(level, under, 4)}" fill="${shape.top.colour}"/>`;
  }
  const surfaceColour = shape.top?.colour ?? shape.drink[0]!;
  drink += `<ellipse cx="${shape.x}" cy="${r1(level.y)}" rx="${r1(inner(level))}" ry="${r1(level.depth)}" fill="${lighten(surfaceColour, 0.18)}"/>`;
  const shine =
    `<path d="M${r1(shape.x - rim.half * 0.72)} ${r1(rim.y + 20)}L${r1(shape.x - foot.half * 0.72)} ${r1(foot.y - 22)}" stroke="#fff" stroke-width="${r1(shape.width * 0.07)}" stroke-linecap="round" opacity=".45"/>` +
    `<path d="M${r1(shape.x - rim.half * 0.5)} ${r1(rim.y + 30)}L${r1(shape.x - foot.half * 0.52)} ${r1(foot.y - 50)}" stroke="#fff" stroke-width="${r1(shape.width * 0.025)}" stroke-linecap="round" opacity=".4"/>` +
    `<path d="M${r1(shape.x + rim.half * 0.8)} ${r1(rim.y + 24)}L${r1(shape.x + foot.half * 0.8)} ${r1(foot.y - 26)}" stroke="#fff" stroke-width="${r1(shape.width * 0.03)}" stroke-linecap="round" opacity=".3"/>`;
  return (
    `<ellipse cx="${r1(shape.x + shape.width * 0.12)}" cy="${r1(shape.base + 4)}" rx="${r1(shape.width * 0.7)}" ry="${r1(foot.depth * 1.6)}" fill="${a.glow("#2a1204", 0.4, 0.5)}"/>` +
    outside +
    `<ellipse cx="${shape.x}" cy="${r1(rim.y)}" rx="${r1(rim.half)}" ry="${r1(rim.depth)}" fill="#fff" opacity=".18" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>` +
    `<path d="${body(rim, foot)}" fill="#fff" opacity=".16"/>` +
    drink +
    floating +
    `<ellipse cx="${shape.x}" cy="${r1(foot.y - 5)}" rx="${r1(foot.half - 3)}" ry="${r1(foot.depth)}" fill="#fff" opacity=".35"/>` +
    `<path d="${body(rim, foot)}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2.5"/>` +
    shine +
    `<path d="M${r1(shape.x - rim.half)} ${r1(rim.y)}A${r1(rim.half)} ${r1(rim.depth)} 0 0 0 ${r1(shape.x + rim.half)} ${r1(rim.y)}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="3"/>`
  );
}

/** The y of the drink's surface in a glass, for placing ice, fruit and straws. */
export function surfaceY(shape: GlassShape): number {
  return at(shape, 10 + (shape.height - 14) * (shape.fill ?? 0.85)).y;
}

/** An ice cube: a rounded, clear square with a bright edge. */
export function iceCube(x: number, y: number, size: number, angle: number): string {
  const s = size / 2;
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"><rect x="${-s}" y="${-s}" width="${size}" height="${size}" rx="${r1(size * 0.18)}" fill="#fff" opacity=".35" stroke="#fff" stroke-opacity=".8" stroke-width="2"/><path d="M${r1(-s * 0.6)} ${r1(-s * 0.3)}l${r1(s * 0.5)} ${r1(-s * 0.3)}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/></g>`;
}

/** A straw leaning out of a glass, striped. */
export function straw(x1: number, y1: number, x2: number, y2: number, colour: string): string {
  return `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${darken(colour, 0.2)}" stroke-width="14" stroke-linecap="round"/><path d="M${x1} ${y1}L${x2} ${y2}" stroke="${colour}" stroke-width="11" stroke-linecap="round"/><path d="M${x1} ${y1}L${x2} ${y2}" stroke="#fff" stroke-width="11" stroke-dasharray="10 14" opacity=".7"/>`;
}

/** A handle on the right side of a cup or mug. */
export function handle(x: number, top: number, bottom: number, reach: number, colour: string, opacity = 1): string {
  const mid = (top + bottom) / 2;
  return `<path d="M${x} ${top}C${r1(x + reach)} ${r1(top - 6)} ${r1(x + reach)} ${r1(mid)} ${r1(x + reach * 0.6)} ${r1(mid + (bottom - top) * 0.25)}S${r1(x + 6)} ${r1(bottom)} ${x} ${bottom}" fill="none" stroke="${colour}" stroke-width="12" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** Rising steam: two soft curls above a hot drink. */
export function steam(x: number, y: number, height: number): string {
  const curl = (dx: number) => `M${r1(x + dx)} ${y}c-18 ${r1(-height * 0.2)} 18 ${r1(-height * 0.45)} 0 ${r1(-height * 0.65)}s18 ${r1(-height * 0.25)} 4 ${r1(-height * 0.35)}`;
  return `<path d="${curl(-22)}${curl(20)}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".55"/>`;
}

/** Anything drawn from above, laid flat on the table in front of a drink (squashed by perspective). */
export function onTable(x: number, y: number, content: string, squash = 0.55): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(1 ${squash})">${content}</g>`;
}
