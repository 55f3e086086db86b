import { type Art, r1 } from "./art";
import { darken, lighten } from "./colour";
import { blob, place } from "./shapes";

/** Breads and rolled or fried things in a wrapper. */

/** Round flatbread (khubz, pita, lavash) with toasted blisters. */
export function flatbread(a: Art, cx: number, cy: number, rx: number, ry = rx, colour = "#e9c48a"): string {
  let spots = "";
  for (let i = 0; i < 14; i++) {
    const [x, y] = a.inEllipse(cx, cy, rx * 0.85, ry * 0.85);
    spots += `<path d="${blob(a, x, y, rx * a.between(0.04, 0.09), ry * a.between(0.03, 0.06), 0.3, a.between(0, 180), 6)}" fill="${darken(colour, a.between(0.25, 0.5))}" opacity=".7"/>`;
  }
  return (
    `<ellipse cx="${r1(cx + 6)}" cy="${r1(cy + 9)}" rx="${rx}" ry="${ry}" fill="#2a1204" opacity=".2"/>` +
    `<path d="${blob(a, cx, cy, rx, ry, 0.04, 0, 12)}" fill="${a.lit(colour, 0.3, 0.25)}"/>` +
    `<path d="${blob(a, cx, cy, rx * 0.9, ry * 0.9, 0.04, 0, 12)}" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="4" opacity=".6"/>${spots}`
  );
}

/** A triangle of bread: toasted pita for dipping, or a fried square for fattoush when `fried`. */
export function breadPiece(a: Art, x: number, y: number, size: number, angle: number, fried = false): string {
  const colour = fried ? "#d99b45" : "#e6c083";
  const shape = fried
    ? blob(a, 0, 0, size * 0.55, size * 0.5, 0.18, 0, 5)
    : `M${r1(-size * 0.6)} ${r1(size * 0.4)}L0 ${r1(-size * 0.6)}L${r1(size * 0.6)} ${r1(size * 0.4)}Q0 ${r1(size * 0.55)} ${r1(-size * 0.6)} ${r1(size * 0.4)}Z`;
  const content =
    `<path d="${shape}" fill="${a.lit(colour, 0.35, 0.3)}" stroke="${darken(colour, 0.35)}" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cx="${r1(size * 0.1)}" cy="${r1(size * 0.05)}" r="${r1(size * 0.07)}" fill="${darken(colour, 0.35)}" opacity=".6"/>`;
  return place(x, y, angle, 1, content);
}

/** A crouton: a toasted cube of bread. */
export function crouton(a: Art, x: number, y: number, size: number): string {
  const s = size / 2;
  const content =
    `<rect x="${-s}" y="${-s}" width="${size}" height="${size}" rx="${r1(size * 0.22)}" fill="${a.lit("#d9a04e", 0.4, 0.35)}"/>` +
    `<rect x="${r1(-s * 0.6)}" y="${r1(-s * 0.6)}" width="${r1(size * 0.6)}" height="${r1(size * 0.6)}" rx="${r1(size * 0.15)}" fill="#f0cf8f" opacity=".65"/>`;
  return place(x, y, a.between(-30, 30), 1, content);
}

export type Filling = { colour: string; count: number; size: number };

/**
 * Something rolled (a wrap, a spring roll) lying across, its cut end showing what is inside.
 * The roll runs from the left to the cut end at the right, `length` long and `thickness` across.
 */
export function roll(a: Art, x: number, y: number, length: number, thickness: number, angle: number, wrapper: string, fillings: readonly Filling[], crisp = false, paper?: string): string {
  const [h, t] = [length / 2, thickness / 2];
  let texture = "";
  if (crisp) {
    for (let i = 0; i < 26; i++) {
      texture += `<circle cx="${r1(a.between(-h * 0.95, h * 0.6))}" cy="${r1(a.between(-t * 0.8, t * 0.8))}" r="${r1(a.between(1.5, 4))}" fill="${lighten(wrapper, 0.4)}" opacity=".55"/>`;
    }
  } else {
    for (const at of [-0.5, -0.1, 0.3]) texture += `<path d="M${r1(h * at)} ${-t}q${r1(t * 0.5)} ${t} 0 ${thickness}" fill="none" stroke="${darken(wrapper, 0.2)}" stroke-width="3" opacity=".5"/>`;
    for (let i = 0; i < 10; i++) texture += `<circle cx="${r1(a.between(-h * 0.9, h * 0.6))}" cy="${r1(a.between(-t * 0.7, t * 0.7))}" r="${r1(a.between(3, 7))}" fill="${darken(wrapper, 0.4)}" opacity=".45"/>`;
  }
  const end = h - t * 0.62;
  let inside = `<ellipse cx="${r1(end)}" rx="${r1(t * 0.62)}" ry="${r1(t)}" fill="${lighten(wrapper, 0.2)}" stroke="${darken(wrapper, 0.2)}" stroke-width="3"/><ellipse cx="${r1(end)}" rx="${r1(t * 0.52)}" ry="${r1(t * 0.86)}" fill="${fillings[0]?.colour ?? wrapper}"/>`;
  for (const filling of fillings.slice(1)) {
    for (let i = 0; i < filling.count; i++) {
      const [fx, fy] = a.inEllipse(end, 0, t * 0.4, t * 0.7);
      inside += `<path d="${blob(a, fx, fy, filling.size * 0.5, filling.size, 0.25, a.between(-20, 20), 6)}" fill="${filling.colour}"/>`;
    }
  }
  const content =
    `<rect x="${-h + 8}" y="${-t + 12}" width="${length}" height="${thickness}" rx="${t}" fill="#2a1204" opacity=".22"/>` +
    `<rect x="${-h}" y="${-t}" width="${r1(length - t * 0.62)}" height="${thickness}" rx="${t}" fill="${a.linear([lighten(wrapper, 0.25), wrapper, darken(wrapper, 0.3)], 90)}"/>` +
    texture +
    inside +
    (paper ? wrapping(-h, t, length * 0.3, paper) : "");
  return place(x, y, angle, 1, content);
}

/** Paper wrapped round the left end of a roll, its edge cut in a zigzag. */
function wrapping(left: number, t: number, length: number, colour: string): string {
  let edge = "";
  for (let i = 0; i <= 8; i++) edge += `L${r1(left + length + (i % 2 ? 10 : 0))} ${r1(-t - 4 + ((t * 2 + 8) * i) / 8)}`;
  return (
    `<path d="M${r1(left + t)} ${r1(-t - 4)}${edge}L${r1(left + t)} ${r1(t + 4)}A${t + 4} ${t + 4} 0 0 1 ${r1(left + t)} ${r1(-t - 4)}Z" fill="${colour}"/>` +
    `<path d="M${r1(left + length * 0.55)} ${r1(-t - 4)}v${r1(t * 2 + 8)}" stroke="#b3122f" stroke-width="8" opacity=".8"/>` +
    `<path d="M${r1(left + length * 0.3)} ${r1(-t)}q8 ${r1(t)} 0 ${r1(t * 2)}" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="3" opacity=".6"/>`
  );
}

/** A fried or rolled ball (luqaimat, brigadeiro): lumpy, lit, with a crisp lighter crest. */
export function ball(a: Art, x: number, y: number, r: number, colour: string, crest = lighten(colour, 0.35)): string {
  return (
    `<ellipse cx="${r1(x + r * 0.12)}" cy="${r1(y + r * 0.2)}" rx="${r1(r)}" ry="${r1(r * 0.9)}" fill="#2a1204" opacity=".3"/>` +
    `<path d="${blob(a, x, y, r, r * 0.94, 0.09, a.between(0, 180))}" fill="${a.lit(colour, 0.4, 0.45)}"/>` +
    `<path d="${blob(a, x - r * 0.22, y - r * 0.28, r * 0.45, r * 0.28, 0.25, -30, 7)}" fill="${crest}" opacity=".55"/>` +
    `<circle cx="${r1(x - r * 0.35)}" cy="${r1(y - r * 0.4)}" r="${r1(r * 0.09)}" fill="#fffbe8" opacity=".7"/>`
  );
}

/** A lacy fritter (onion bhaji): a clump of battered onion threads, crisp and dark where they cross. */
export function fritter(a: Art, x: number, y: number, r: number, colour = "#c9802c"): string {
  let threads = "";
  for (let i = 0; i < 30; i++) {
    const [sx, sy] = a.inEllipse(x, y, r * 0.6, r * 0.55);
    const t = a.random() * Math.PI * 2;
    const reach = r * a.between(0.3, 0.5);
    threads += `M${r1(sx)} ${r1(sy)}q${r1(Math.cos(t + 1.3) * reach * 0.7)} ${r1(Math.sin(t + 1.3) * reach * 0.7)} ${r1(Math.cos(t) * reach)} ${r1(Math.sin(t) * reach)}`;
  }
  const width = r * 0.22;
  return (
    `<path d="${blob(a, x + 8, y + 12, r * 0.95, r * 0.82, 0.25, 0, 12)}" fill="#2a1204" opacity=".28"/>` +
    `<path d="${blob(a, x, y, r * 0.88, r * 0.78, 0.2, a.between(0, 180), 12)}" fill="${darken(colour, 0.35)}"/>` +
    `<path d="${threads}" fill="none" stroke="${darken(colour, 0.5)}" stroke-width="${r1(width * 1.45)}" stroke-linecap="round"/>` +
    `<path d="${threads}" fill="none" stroke="${colour}" stroke-width="${r1(width)}" stroke-linecap="round"/>` +
    `<path d="${threads}" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="${r1(width * 0.35)}" stroke-linecap="round" transform="translate(-2 -2.5)" opacity=".55"/>`
  );
}
