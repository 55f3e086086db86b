import { type Art, r1 } from "./art";
import { darken, lighten } from "./colour";
import { blob, place } from "./shapes";

/** Leaves, herbs, nuts, seeds, spices and sauces laid over a dish. */

/** A leaf with its midrib: `round` for mint and basil, slim for bay and coriander-stalk leaves. */
export function leaf(a: Art, x: number, y: number, length: number, angle: number, colour = "#3f8f3a", round = true): string {
  const w = length * (round ? 0.36 : 0.2);
  const veins = round
    ? [0.3, 0.5, 0.7].map((t) => `M${r1(length * t)} 0l${r1(length * 0.12)} ${r1(-w * 0.6)}M${r1(length * t)} 0l${r1(length * 0.12)} ${r1(w * 0.6)}`).join("")
    : "";
  const content =
    `<path d="M0 0C${r1(length * 0.2)} ${r1(-w)} ${r1(length * 0.75)} ${r1(-w)} ${length} 0C${r1(length * 0.75)} ${r1(w)} ${r1(length * 0.2)} ${r1(w)} 0 0Z" fill="${a.lit(colour, 0.3, 0.3)}"/>` +
    `<path d="M0 0L${r1(length * 0.9)} 0${veins}" stroke="${lighten(colour, 0.4)}" stroke-width="${r1(Math.max(1, length * 0.03))}" fill="none" opacity=".8"/>`;
  return place(x, y, angle, 1, content);
}

/** A sprig: a stalk with leaves in pairs, the smallest at the tip. */
export function sprig(a: Art, x: number, y: number, length: number, angle: number, colour = "#3f8f3a", pairs = 3, leafScale = 1): string {
  let leaves = `<path d="M0 0L${length} 0" stroke="${darken(colour, 0.2)}" stroke-width="${r1(length * 0.03)}" stroke-linecap="round"/>`;
  for (let i = 0; i < pairs; i++) {
    const at = length * (0.25 + (0.55 * i) / Math.max(1, pairs - 1));
    const size = length * (0.55 - (0.3 * i) / Math.max(1, pairs - 1)) * leafScale;
    leaves += leaf(a, at, 0, size, -50 + a.between(-8, 8), colour) + leaf(a, at, 0, size, 50 + a.between(-8, 8), colour);
  }
  leaves += leaf(a, length * 0.95, 0, length * 0.3 * leafScale, 0, colour);
  return place(x, y, angle, 1, leaves);
}

/** Chopped herbs scattered over an area: tiny irregular green bits. */
export function choppedHerbs(a: Art, cx: number, cy: number, rx: number, ry: number, count: number, colours: readonly string[] = ["#2f7d32", "#4f9d3a", "#6fb04a"], size = 7): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = a.inEllipse(cx, cy, rx, ry);
    out += `<path d="${blob(a, x, y, size * a.between(0.5, 1), size * a.between(0.3, 0.6), 0.4, a.between(0, 180), 5)}" fill="${a.pick(colours)}"/>`;
  }
  return out;
}

/** A pinch of ground spice (paprika, cinnamon, sumac, dried mint): fine dots, densest in the middle. */
export function dust(a: Art, cx: number, cy: number, rx: number, ry: number, colour: string, count: number, size = 3.2): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = a.inEllipse(cx, cy, rx * a.between(0.4, 1), ry * a.between(0.4, 1));
    d += `M${r1(x)} ${r1(y)}h.1`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${size}" stroke-linecap="round" opacity=".85"/>`;
}

/** Seeds (sesame, cumin) as small ovals in random directions. */
export function seeds(a: Art, cx: number, cy: number, rx: number, ry: number, colour: string, count: number, length = 6): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = a.inEllipse(cx, cy, rx, ry);
    const t = a.random() * Math.PI;
    d += `M${r1(x)} ${r1(y)}l${r1(Math.cos(t) * length * 0.5)} ${r1(Math.sin(t) * length * 0.5)}`;
  }
  return `<path d="${d}" stroke="${darken(colour, 0.25)}" stroke-width="${r1(length * 0.65)}" stroke-linecap="round"/><path d="${d}" stroke="${colour}" stroke-width="${r1(length * 0.45)}" stroke-linecap="round"/>`;
}

/** A drizzle of syrup, sauce or oil along a wandering path, glossy. */
export function drizzle(a: Art, points: readonly [number, number][], colour: string, thickness: number, wander = 30): string {
  let d = `M${points[0]![0]} ${points[0]![1]}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1]!;
    const [x, y] = points[i]!;
    d += `Q${r1((px + x) / 2 + a.between(-wander, wander))} ${r1((py + y) / 2 + a.between(-wander, wander))} ${x} ${y}`;
  }
  return (
    `<path d="${d}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="${r1(thickness * 1.25)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${thickness}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(colour, 0.6)}" stroke-width="${r1(thickness * 0.25)}" stroke-linecap="round" transform="translate(-1.5 -2)" opacity=".8"/>`
  );
}

/** A zigzag of thin drizzle back and forth across an area (honey, syrup over a heap). */
export function zigzag(cx: number, cy: number, w: number, h: number, turns: number): [number, number][] {
  return Array.from({ length: turns + 1 }, (_, i) => [r1(cx - w / 2 + (w * i) / turns), r1(cy + (i % 2 ? h / 2 : -h / 2))]);
}

/** Points of a loose spiral from the middle outwards, for a drizzle poured in circles. */
export function spiral(cx: number, cy: number, r: number, points: number): [number, number][] {
  return Array.from({ length: points }, (_, i) => {
    const t = i * 1.3;
    const d = (r * (i + 1)) / points;
    return [r1(cx + Math.cos(t) * d), r1(cy + Math.sin(t) * d * 0.85)];
  });
}

/** A glossy pool (oil, ghee, melted butter) with a bright reflection. */
export function pool(a: Art, cx: number, cy: number, rx: number, ry: number, colour: string, opacity = 0.85): string {
  return (
    `<path d="${blob(a, cx, cy, rx, ry, 0.12)}" fill="${colour}" opacity="${opacity}"/>` +
    `<path d="${blob(a, cx - rx * 0.25, cy - ry * 0.25, rx * 0.35, ry * 0.15, 0.2, -20)}" fill="#fffbe6" opacity=".55"/>`
  );
}

/** Short curved shreds (carrot, cabbage, onion) scattered in an ellipse. */
export function shreds(a: Art, cx: number, cy: number, rx: number, ry: number, count: number, colours: readonly string[], thickness = 3.2, length = 15): string {
  const groups = colours.map(() => "");
  for (let i = 0; i < count; i++) {
    const [x, y] = a.inEllipse(cx, cy, rx, ry);
    const t = a.random() * Math.PI * 2;
    const len = length * a.between(0.65, 1.35);
    groups[i % colours.length] += `M${r1(x)} ${r1(y)}q${r1(Math.cos(t + 0.7) * len * 0.6)} ${r1(Math.sin(t + 0.7) * len * 0.6)} ${r1(Math.cos(t) * len)} ${r1(Math.sin(t) * len)}`;
  }
  return groups.map((d, i) => `<path d="${d}" fill="none" stroke="${colours[i]}" stroke-width="${thickness}" stroke-linecap="round"/>`).join("");
}

/** Crisp fried onion threads. */
export const friedOnions = (a: Art, cx: number, cy: number, rx: number, ry: number, count: number, colours = ["#8a4a1c", "#a8601f", "#6d3612"]) =>
  shreds(a, cx, cy, rx, ry, count, colours);

/** A nut: almond (pointed oval), cashew (crescent) or pistachio (green bit). */
export function nut(a: Art, x: number, y: number, size: number, kind: "almond" | "cashew" | "pistachio" | "raisin"): string {
  const angle = a.between(0, 360);
  if (kind === "cashew") {
    const content = `<path d="M${r1(-size)} 0C${r1(-size)} ${r1(-size * 1.1)} ${r1(size)} ${r1(-size * 1.1)} ${r1(size)} 0C${r1(size * 0.6)} ${r1(-size * 0.4)} ${r1(-size * 0.6)} ${r1(-size * 0.4)} ${r1(-size)} 0Z" fill="${a.lit("#e8c27c", 0.35, 0.3)}"/>`;
    return place(x, y, angle, 1, content);
  }
  const colours = { almond: "#d9a467", pistachio: "#8fb348", raisin: "#4a2418" };
  const [rx, ry] = kind === "almond" ? [size, size * 0.55] : kind === "raisin" ? [size * 0.6, size * 0.45] : [size * 0.45, size * 0.35];
  return `<path d="${blob(a, x, y, rx, ry, kind === "raisin" ? 0.25 : 0.05, angle, 7)}" fill="${a.lit(colours[kind], 0.35, 0.3)}"/>`;
}

/** A walnut half: two wrinkled lobes. */
export function walnut(a: Art, x: number, y: number, size: number): string {
  const lobe = (side: number) => `<path d="${blob(a, side * size * 0.42, 0, size * 0.45, size * 0.75, 0.18, 0, 8)}" fill="${a.lit("#a8693a", 0.35, 0.35)}"/>`;
  const creases = `<path d="M${r1(-size * 0.45)} ${r1(-size * 0.3)}q${r1(size * 0.2)} ${r1(size * 0.2)} 0 ${r1(size * 0.4)}M${r1(size * 0.45)} ${r1(-size * 0.3)}q${r1(-size * 0.2)} ${r1(size * 0.2)} 0 ${r1(size * 0.4)}M0 ${r1(-size * 0.6)}V${r1(size * 0.6)}" fill="none" stroke="#5e3419" stroke-width="${r1(size * 0.08)}" stroke-linecap="round"/>`;
  return place(x, y, a.between(0, 360), 1, lobe(-1) + lobe(1) + creases);
}

/** Loomi: a dried black lime, dark and wrinkled, a little split. */
export function loomi(a: Art, x: number, y: number, r: number): string {
  const wrinkles = `<path d="M${r1(-r * 0.6)} ${r1(-r * 0.2)}q${r1(r * 0.5)} ${r1(-r * 0.3)} ${r1(r * 1.1)} ${r1(r * 0.1)}M${r1(-r * 0.5)} ${r1(r * 0.35)}q${r1(r * 0.6)} ${r1(-r * 0.2)} ${r1(r * 0.9)} ${r1(r * 0.2)}" fill="none" stroke="#1e1008" stroke-width="${r1(r * 0.1)}" stroke-linecap="round"/>`;
  const content = `<path d="${blob(a, 0, 0, r, r * 0.92, 0.07)}" fill="${a.lit("#5a3a1e", 0.35, 0.45)}"/>${wrinkles}<ellipse cx="${r1(r * 0.15)}" cy="${r1(r * 0.1)}" rx="${r1(r * 0.14)}" ry="${r1(r * 0.08)}" fill="#c08a3a"/>`;
  return place(x, y, a.between(0, 360), 1, content);
}

/** A green cardamom pod with its ridges. */
export function cardamom(a: Art, x: number, y: number, size: number): string {
  const content = `<ellipse rx="${size}" ry="${r1(size * 0.55)}" fill="${a.lit("#8aa04a", 0.35, 0.3)}"/><path d="M${r1(-size * 0.8)} 0H${r1(size * 0.8)}M${r1(-size * 0.7)} ${r1(-size * 0.25)}Q0 ${r1(-size * 0.4)} ${r1(size * 0.7)} ${r1(-size * 0.25)}" fill="none" stroke="#5f7530" stroke-width="${r1(size * 0.1)}"/><path d="M${size} 0l${r1(size * 0.3)} 0" stroke="#6f6a3a" stroke-width="${r1(size * 0.15)}" stroke-linecap="round"/>`;
  return place(x, y, a.between(0, 360), 1, content);
}

/** A date: long, glossy, dark brown, with a wrinkle. */
export function date(a: Art, x: number, y: number, length: number, angle: number): string {
  const content = `<ellipse rx="${r1(length / 2)}" ry="${r1(length * 0.24)}" fill="${a.lit("#6b2e14", 0.4, 0.4)}"/><path d="M${r1(-length * 0.3)} ${r1(length * 0.05)}q${r1(length * 0.3)} ${r1(-length * 0.12)} ${r1(length * 0.55)} 0" fill="none" stroke="#3a160a" stroke-width="${r1(length * 0.04)}"/><ellipse cx="${r1(-length * 0.12)}" cy="${r1(-length * 0.1)}" rx="${r1(length * 0.2)}" ry="${r1(length * 0.05)}" fill="#fff" opacity=".35"/>`;
  return place(x, y, angle, 1, content);
}

/** A cinnamon stick: a rolled quill of bark. */
export function cinnamonStick(a: Art, x: number, y: number, length: number, angle: number): string {
  const w = length * 0.12;
  const content = `<rect x="${r1(-length / 2)}" y="${r1(-w / 2)}" width="${length}" height="${r1(w)}" rx="${r1(w * 0.3)}" fill="${a.linear(["#b56a34", "#8a4a22", "#6d3818"], 90)}"/><path d="M${r1(-length / 2)} ${r1(w * 0.05)}H${r1(length / 2)}" stroke="#4a2410" stroke-width="${r1(w * 0.1)}"/><ellipse cx="${r1(length / 2)}" rx="${r1(w * 0.25)}" ry="${r1(w / 2)}" fill="#5a2c12"/>`;
  return place(x, y, angle, 1, content);
}

/** A bay leaf, dried: olive green, slim. */
export const bayLeaf = (a: Art, x: number, y: number, length: number, angle: number) => leaf(a, x, y, length, angle, "#7d8a45", false);

/** A sweet-chilli or other dipping sauce in a small dish, with flecks. */
export function dip(a: Art, x: number, y: number, r: number, colour: string, fleck?: string, dish = "#f3ede2"): string {
  const inner = `<circle cx="${x}" cy="${y}" r="${r1(r * 0.78)}" fill="${a.lit(colour, 0.3, 0.25)}"/>`;
  const flecks = fleck ? dust(a, x, y, r * 0.6, r * 0.6, fleck, Math.round(r * 0.6), 3.5) : "";
  return `<ellipse cx="${r1(x + 6)}" cy="${r1(y + 9)}" rx="${r1(r * 1.05)}" ry="${r1(r * 1.05)}" fill="#2a1204" opacity=".22"/><circle cx="${x}" cy="${y}" r="${r}" fill="${a.lit(dish, 0.4, 0.15)}"/>${inner}${flecks}<ellipse cx="${r1(x - r * 0.3)}" cy="${r1(y - r * 0.35)}" rx="${r1(r * 0.25)}" ry="${r1(r * 0.1)}" fill="#fff" opacity=".45"/>`;
}

/** Lentils in a soup: small flat discs, half sunk. */
export function scatterLentils(a: Art, cx: number, cy: number, r: number, colour: string, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = a.inEllipse(cx, cy, r, r);
    d += `M${r1(x)} ${r1(y)}h1`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="9" stroke-linecap="round" opacity=".8"/><path d="${d}" stroke="${lighten(colour, 0.3)}" stroke-width="4" stroke-linecap="round" transform="translate(-1 -1)" opacity=".8"/>`;
}
