import { type Art, r1 } from "./art";
import { darken, lighten } from "./colour";
import { blob, place } from "./shapes";

/** Chicken, meat and fish, cooked: browned, glossy where the light catches, charred where grilled. */

/** Darker freckles of browned skin or spice rub over a shape's area. */
function freckles(a: Art, rx: number, ry: number, colour: string, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = a.inEllipse(0, 0, rx * 0.85, ry * 0.85);
    d += `M${r1(x)} ${r1(y)}h${r1(a.between(0.5, 3))}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${r1(Math.min(rx, ry, 40) * 0.12)}" stroke-linecap="round" opacity=".5"/>`;
}

const shine = (rx: number, ry: number) =>
  `<ellipse cx="${r1(-rx * 0.3)}" cy="${r1(-ry * 0.35)}" rx="${r1(rx * 0.35)}" ry="${r1(ry * 0.18)}" transform="rotate(-20 ${r1(-rx * 0.3)} ${r1(-ry * 0.35)})" fill="#fffbe8" opacity=".35"/>`;

/** Browned skin: a darker crisp edge, lighter raised bits, folds and glossy spots. */
function skin(a: Art, rx: number, ry: number, colour: string, spots: string): string {
  let out = `<path d="${blob(a, -rx * 0.05, -ry * 0.05, rx * 0.78, ry * 0.72, 0.2)}" fill="${lighten(colour, 0.18)}" opacity=".45"/>`;
  for (let i = 0; i < 7; i++) {
    const [x, y] = a.inEllipse(0, 0, rx * 0.7, ry * 0.7);
    out += `<path d="${blob(a, x, y, rx * a.between(0.08, 0.16), ry * a.between(0.06, 0.12), 0.3, a.between(0, 180), 6)}" fill="${spots}" opacity=".45"/>`;
  }
  const fold = `M${r1(-rx * 0.5)} ${r1(ry * 0.1)}q${r1(rx * 0.4)} ${r1(-ry * 0.35)} ${r1(rx * 0.9)} ${r1(-ry * 0.1)}M${r1(-rx * 0.2)} ${r1(ry * 0.5)}q${r1(rx * 0.35)} ${r1(-ry * 0.2)} ${r1(rx * 0.7)} 0`;
  out += `<path d="${fold}" fill="none" stroke="${darken(colour, 0.45)}" stroke-width="${r1(rx * 0.05)}" stroke-linecap="round" opacity=".5"/>`;
  return out + freckles(a, rx, ry, spots, 10) + shine(rx, ry) +
    `<circle cx="${r1(rx * 0.1)}" cy="${r1(-ry * 0.5)}" r="${r1(rx * 0.05)}" fill="#fffbe8" opacity=".6"/><circle cx="${r1(-rx * 0.6)}" cy="${r1(ry * 0.05)}" r="${r1(rx * 0.04)}" fill="#fffbe8" opacity=".5"/>`;
}

/** A browned chicken piece (thigh or breast), about 2·rx wide. */
export function chickenPiece(a: Art, x: number, y: number, rx: number, angle: number, colour = "#c8772f", spots = darken(colour, 0.4)): string {
  const ry = rx * 0.7;
  const body = `<path d="${blob(a, 0, 0, rx, ry, 0.2, 0, 11)}" fill="${a.lit(colour, 0.3, 0.45)}" stroke="${darken(colour, 0.45)}" stroke-width="2"/>`;
  return place(x, y, angle, 1, body + skin(a, rx, ry, colour, spots));
}

/** A drumstick: the meaty end and the bone with its knuckle, length about 2.8·r. */
export function drumstick(a: Art, x: number, y: number, r: number, angle: number, colour = "#c8772f", spots = darken(colour, 0.4)): string {
  const bone = "#f5ead4";
  const meat = `M${r1(-r)} 0C${r1(-r)} ${r1(-r * 0.95)} ${r1(r * 0.4)} ${r1(-r * 0.9)} ${r1(r * 1.1)} ${r1(-r * 0.28)}L${r1(r * 1.1)} ${r1(r * 0.28)}C${r1(r * 0.4)} ${r1(r * 0.9)} ${r1(-r)} ${r1(r * 0.95)} ${r1(-r)} 0Z`;
  const content =
    `<path d="M${r1(r)} 0H${r1(r * 1.85)}" stroke="${darken(bone, 0.25)}" stroke-width="${r1(r * 0.36)}" stroke-linecap="round"/>` +
    `<path d="M${r1(r)} 0H${r1(r * 1.85)}" stroke="${bone}" stroke-width="${r1(r * 0.26)}" stroke-linecap="round"/>` +
    `<circle cx="${r1(r * 1.92)}" cy="${r1(-r * 0.17)}" r="${r1(r * 0.24)}" fill="${a.lit(bone, 0.3, 0.25)}"/>` +
    `<circle cx="${r1(r * 1.92)}" cy="${r1(r * 0.17)}" r="${r1(r * 0.24)}" fill="${a.lit(bone, 0.3, 0.25)}"/>` +
    `<path d="${meat}" fill="${a.lit(colour, 0.3, 0.45)}" stroke="${darken(colour, 0.45)}" stroke-width="2"/>` +
    skin(a, r, r * 0.75, colour, spots);
  return place(x, y, angle, 1, content);
}

/** A piece of meat or chicken as grilled on a skewer: a rough cube, golden, charred at the edges. */
export function chunk(a: Art, x: number, y: number, size: number, colour: string, char = darken(colour, 0.6), angle = a.between(-25, 25), rough = 0.1): string {
  const outline = blob(a, 0, 0, size / 2, size / 2.2, rough, 45, rough > 0.15 ? 6 : 8);
  let burns = "";
  for (let i = 0; i < 4; i++) {
    const t = a.random() * Math.PI * 2;
    burns += `<path d="${blob(a, Math.cos(t) * size * 0.4, Math.sin(t) * size * 0.36, size * 0.18, size * 0.12, 0.3, a.between(0, 180), 6)}" fill="${char}" opacity=".75"/>`;
  }
  const content =
    `<path d="${outline}" fill="${a.lit(colour, 0.35, 0.35)}" stroke="${darken(colour, 0.5)}" stroke-width="${r1(size * 0.05)}"/>` +
    `<g clip-path="${a.clip(outline)}">${burns}<path d="M${r1(-size * 0.5)} ${r1(size * 0.1)}l${r1(size)} ${r1(-size * 0.35)}" stroke="${char}" stroke-width="${r1(size * 0.09)}" opacity=".55"/></g>` +
    `<path d="${blob(a, -size * 0.08, -size * 0.1, size * 0.22, size * 0.12, 0.3, -20, 6)}" fill="${lighten(colour, 0.45)}" opacity=".5"/>`;
  return place(x, y, angle, 1, content);
}

/** A skewer through pieces; `pieces` are drawn by the caller at the positions this hands out. */
export function skewer(x1: number, y1: number, x2: number, y2: number, colour = "#b9b4aa", metal = true): string {
  const w = metal ? 7 : 5;
  const tip = metal ? `<circle cx="${x1}" cy="${y1}" r="9" fill="${darken(colour, 0.25)}"/>` : "";
  return `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${darken(colour, 0.3)}" stroke-width="${w + 2}" stroke-linecap="round"/><path d="M${x1} ${y1}L${x2} ${y2}" stroke="${colour}" stroke-width="${w}" stroke-linecap="round"/>${tip}`;
}

/** Evenly spaced points along a line, for the pieces of a skewer. */
export function along(x1: number, y1: number, x2: number, y2: number, count: number, from = 0.12, to = 0.88): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = from + ((to - from) * i) / Math.max(1, count - 1);
    return [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t];
  });
}

/** A long oval patty with grill stripes (köfte). */
export function patty(a: Art, x: number, y: number, length: number, angle: number, colour = "#7a3b1d"): string {
  const rx = length / 2;
  const ry = length * 0.2;
  let stripes = "";
  for (let i = -2; i <= 2; i++) stripes += `M${r1(i * rx * 0.36 - ry * 0.5)} ${r1(-ry * 0.8)}l${r1(ry)} ${r1(ry * 1.6)}`;
  const content =
    `<path d="${blob(a, 0, 0, rx, ry, 0.06, 0, 10)}" fill="${a.lit(colour, 0.3, 0.3)}" stroke="${darken(colour, 0.4)}" stroke-width="2"/>` +
    `<path d="${stripes}" stroke="${darken(colour, 0.6)}" stroke-width="${r1(ry * 0.28)}" stroke-linecap="round" opacity=".8"/>` +
    freckles(a, rx, ry, lighten(colour, 0.25), 16) +
    shine(rx, ry);
  return place(x, y, angle, 1, content);
}

/** A grilled fish fillet seen from above: tapered to the tail, flaky white flesh seared golden, grill bars. */
export function fillet(a: Art, x: number, y: number, length: number, angle: number, colour = "#f1dcb0"): string {
  const [h, w] = [length / 2, length * 0.2];
  const shape = `M${-h} ${r1(w * 0.1)}C${r1(-h * 0.9)} ${r1(-w * 1.1)} ${r1(h * 0.2)} ${r1(-w * 1.15)} ${h} ${r1(-w * 0.15)}C${r1(h * 0.55)} ${r1(w * 0.6)} ${r1(-h * 0.2)} ${r1(w * 1.05)} ${r1(-h * 0.6)} ${r1(w * 0.9)}C${r1(-h * 0.9)} ${r1(w * 0.8)} ${r1(-h * 1.02)} ${r1(w * 0.5)} ${-h} ${r1(w * 0.1)}Z`;
  let flakes = "";
  for (let i = -4; i <= 3; i++) flakes += `M${r1(i * h * 0.21)} ${r1(-w * 1.1)}q${r1(-w * 0.45)} ${r1(w)} ${r1(w * 0.1)} ${r1(w * 2.2)}`;
  let bars = "";
  for (let i = -3; i <= 2; i++) bars += `M${r1(i * h * 0.28 + w * 0.2)} ${r1(-w * 1.2)}l${r1(-w * 0.8)} ${r1(w * 2.4)}`;
  const content =
    `<path d="${shape}" fill="${a.lit(colour, 0.4, 0.3)}" stroke="${darken(colour, 0.45)}" stroke-width="3"/>` +
    `<g clip-path="${a.clip(shape)}">` +
    `<path d="${shape}" fill="none" stroke="#c8832e" stroke-width="${r1(w * 0.35)}" opacity=".55"/>` +
    `<path d="${flakes}" fill="none" stroke="${darken(colour, 0.3)}" stroke-width="2.5" opacity=".55"/>` +
    `<path d="${flakes}" fill="none" stroke="#fffaf0" stroke-width="3" opacity=".7" transform="translate(4 0)"/>` +
    `<path d="${bars}" stroke="#4a2410" stroke-width="${r1(w * 0.16)}" stroke-linecap="round" opacity=".6"/></g>` +
    shine(h * 0.8, w);
  return place(x, y, angle, 1, content);
}

/** A cooked prawn curled into a C, pink-orange with stripes. */
export function prawn(x: number, y: number, r: number, angle: number): string {
  const colour = "#f08a5d";
  const d = `M${r1(-r)} 0A${r} ${r} 0 1 1 ${r1(r * 0.5)} ${r1(r * 0.87)}`;
  let bands = "";
  for (let t = 0.3; t < 4.4; t += 0.6) bands += `M${r1(Math.cos(t + 2.6) * r * 0.7)} ${r1(Math.sin(t + 2.6) * r * 0.7)}L${r1(Math.cos(t + 2.6) * r * 1.3)} ${r1(Math.sin(t + 2.6) * r * 1.3)}`;
  const content =
    `<path d="${d}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="${r1(r * 0.75)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${r1(r * 0.6)}" stroke-linecap="round"/>` +
    `<path d="${bands}" stroke="#fff1e6" stroke-width="${r1(r * 0.08)}" opacity=".7"/>` +
    `<path d="M${r1(r * 0.5)} ${r1(r * 0.87)}l${r1(r * 0.5)} ${r1(r * 0.2)}l${r1(-r * 0.1)} ${r1(-r * 0.4)}z" fill="${darken(colour, 0.1)}"/>`;
  return place(x, y, angle, 1, content);
}

/** A whole roast chicken, breast up, legs towards +x: crisp golden skin, the breastbone ridge, tucked wings. */
export function wholeChicken(a: Art, x: number, y: number, size: number, angle: number, colour = "#c27a2e"): string {
  const [rx, ry] = [size * 0.5, size * 0.4];
  const spots = darken(colour, 0.45);
  const content =
    `<ellipse cx="12" cy="18" rx="${r1(rx * 1.15)}" ry="${r1(ry * 1.2)}" fill="#2a1204" opacity=".3"/>` +
    chickenPiece(a, -rx * 0.25, -ry * 0.95, rx * 0.45, -25, colour, spots) +
    chickenPiece(a, -rx * 0.25, ry * 0.95, rx * 0.45, 25, colour, spots) +
    `<path d="${blob(a, 0, 0, rx, ry, 0.05, 0, 12)}" fill="${a.lit(colour, 0.35, 0.4)}" stroke="${darken(colour, 0.45)}" stroke-width="2.5"/>` +
    `<path d="M${r1(-rx * 0.8)} 0Q0 ${r1(-ry * 0.08)} ${r1(rx * 0.75)} 0" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="${r1(size * 0.02)}" stroke-linecap="round" opacity=".8"/>` +
    `<path d="${blob(a, -rx * 0.15, -ry * 0.42, rx * 0.55, ry * 0.32, 0.1, -4)}" fill="${lighten(colour, 0.2)}" opacity=".45"/>` +
    `<path d="${blob(a, -rx * 0.15, ry * 0.42, rx * 0.55, ry * 0.32, 0.1, 4)}" fill="${darken(colour, 0.1)}" opacity=".35"/>` +
    freckles(a, rx, ry, spots, 30) +
    drumstick(a, rx * 0.8, -ry * 0.45, size * 0.17, 20, colour, spots) +
    drumstick(a, rx * 0.8, ry * 0.45, size * 0.17, -20, colour, spots) +
    shine(rx, ry);
  return place(x, y, angle, 1, content);
}
