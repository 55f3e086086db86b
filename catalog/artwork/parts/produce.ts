import { type Art, r1 } from "./art";
import { darken, lighten } from "./colour";
import { blob, place } from "./shapes";

/** Fruit and vegetables, whole or cut, seen from above. Each is drawn around (x, y). */

const citrus = {
  lemon: { rind: "#f4c430", flesh: "#fbe88a" },
  lime: { rind: "#5f9e2f", flesh: "#cfe88a" },
  orange: { rind: "#f08a24", flesh: "#fbbf5c" },
  calamansi: { rind: "#4f8f2a", flesh: "#f6b73c" },
} as const;
export type Citrus = keyof typeof citrus;

/** A round slice of citrus: rind, pith, segments. */
export function citrusSlice(a: Art, x: number, y: number, r: number, kind: Citrus = "lemon"): string {
  const { rind, flesh } = citrus[kind];
  let segments = "";
  for (let i = 0; i < 9; i++) {
    const t = (i / 9) * Math.PI * 2;
    segments += `M0 0L${r1(Math.cos(t) * r * 0.8)} ${r1(Math.sin(t) * r * 0.8)}`;
  }
  const content =
    `<circle r="${r}" fill="${rind}"/><circle r="${r1(r * 0.88)}" fill="#fff8dc"/><circle r="${r1(r * 0.8)}" fill="${a.lit(flesh, 0.3, 0.15)}"/>` +
    `<path d="${segments}" stroke="#fff8dc" stroke-width="${r1(r * 0.06)}"/><circle r="${r1(r * 0.08)}" fill="#fff8dc"/>`;
  return place(x, y, 0, 1, content);
}

/** A wedge of citrus lying on its side: the rind's curve, the flesh, a shine. */
export function citrusWedge(a: Art, x: number, y: number, length: number, angle: number, kind: Citrus = "lemon"): string {
  const { rind, flesh } = citrus[kind];
  const h = length / 2;
  const content =
    `<path d="M${-h} 0Q0 ${r1(-length * 0.55)} ${h} 0Z" fill="${a.lit(rind, 0.3, 0.25)}"/>` +
    `<path d="M${r1(-h * 0.92)} 0Q0 ${r1(-length * 0.42)} ${r1(h * 0.92)} 0Z" fill="#fff6d0"/>` +
    `<path d="M${r1(-h * 0.85)} 0Q0 ${r1(-length * 0.36)} ${r1(h * 0.85)} 0Z" fill="${flesh}"/>` +
    `<path d="M${-h} 0H${h}" stroke="${darken(flesh, 0.15)}" stroke-width="3"/>` +
    `<path d="M${r1(-h * 0.4)} ${r1(-length * 0.12)}l${r1(h * 0.15)} ${r1(-length * 0.06)}M${r1(h * 0.2)} ${r1(-length * 0.15)}l${r1(h * 0.15)} ${r1(length * 0.04)}" stroke="#fffbe8" stroke-width="3" stroke-linecap="round"/>`;
  return place(x, y, angle, 1, content);
}

/** A wedge of tomato: red skin, the jelly and seeds inside. */
export function tomatoWedge(a: Art, x: number, y: number, length: number, angle: number): string {
  const h = length / 2;
  const content =
    `<path d="M${-h} 0Q0 ${r1(-length * 0.6)} ${h} 0Q0 ${r1(length * 0.12)} ${-h} 0Z" fill="${a.lit("#d93a2b", 0.3, 0.3)}"/>` +
    `<path d="M${r1(-h * 0.7)} ${r1(-length * 0.03)}Q0 ${r1(-length * 0.38)} ${r1(h * 0.7)} ${r1(-length * 0.03)}Z" fill="#f26b4f"/>` +
    [-0.35, 0, 0.35].map((t) => `<ellipse cx="${r1(t * h)}" cy="${r1(-length * 0.1)}" rx="${r1(length * 0.05)}" ry="${r1(length * 0.03)}" fill="#f9d27a"/>`).join("");
  return place(x, y, angle, 1, content);
}

/** A whole small tomato, or a grilled one (with blistered, darker skin). */
export function tomato(a: Art, x: number, y: number, r: number, grilled = false): string {
  const skin = grilled ? "#c2361f" : "#e2412e";
  const blisters = grilled
    ? Array.from({ length: 5 }, () => {
        const [bx, by] = a.inEllipse(0, 0, r * 0.7, r * 0.7);
        return `<circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(r * a.between(0.1, 0.2))}" fill="#3b120a" opacity=".55"/>`;
      }).join("")
    : "";
  const content =
    `<circle r="${r}" fill="${a.lit(skin, 0.35, 0.35)}"/>${blisters}` +
    `<path d="M0 ${r1(-r * 0.2)}l${r1(r * 0.3)} ${r1(-r * 0.15)}M0 ${r1(-r * 0.2)}l${r1(-r * 0.3)} ${r1(-r * 0.1)}M0 ${r1(-r * 0.2)}l${r1(r * 0.05)} ${r1(r * 0.3)}" stroke="#3f7a2a" stroke-width="${r1(r * 0.12)}" stroke-linecap="round"/>` +
    `<ellipse cx="${r1(-r * 0.35)}" cy="${r1(-r * 0.4)}" rx="${r1(r * 0.22)}" ry="${r1(r * 0.12)}" fill="#fff" opacity=".45"/>`;
  return place(x, y, a.between(0, 360), 1, content);
}

/** A round slice of cucumber (or a half-moon when `half`). */
export function cucumber(a: Art, x: number, y: number, r: number, half = false, angle = 0): string {
  const disc = (radius: number, fill: string) =>
    half ? `<path d="M${-radius} 0A${radius} ${radius} 0 0 1 ${radius} 0Z" fill="${fill}"/>` : `<circle r="${radius}" fill="${fill}"/>`;
  const seeds = Array.from({ length: 6 }, (_, i) => (i / 6) * Math.PI * 2 + 0.3)
    .filter((t) => !half || Math.sin(t) < -0.15)
    .map((t) => {
      const [sx, sy] = [r1(Math.cos(t) * r * 0.42), r1(Math.sin(t) * r * 0.42)];
      return `<ellipse cx="${sx}" cy="${sy}" rx="${r1(r * 0.12)}" ry="${r1(r * 0.06)}" transform="rotate(${r1((t * 180) / Math.PI)} ${sx} ${sy})" fill="#f3f7d8"/>`;
    })
    .join("");
  const content = disc(r, "#2f6b2a") + disc(r1(r * 0.88), a.lit("#cfe3a0", 0.3, 0.15)) + disc(r1(r * 0.55), "#b9d58a") + seeds;
  return place(x, y, angle, 1, content);
}

/** A ring of onion or capsicum: a thin band, lit on its inner edge. */
export function ringSlice(a: Art, x: number, y: number, r: number, colour: string, thickness = r * 0.18): string {
  const d = blob(a, x, y, r, r * 0.85, 0.08, a.between(0, 180));
  return `<path d="${d}" fill="none" stroke="${darken(colour, 0.15)}" stroke-width="${r1(thickness)}"/><path d="${d}" fill="none" stroke="${lighten(colour, 0.55)}" stroke-width="${r1(thickness * 0.3)}"/>`;
}

/** An olive: `black` (Kalamata) or green. */
export function olive(a: Art, x: number, y: number, r: number, black = true): string {
  const colour = black ? "#4a2240" : "#8a9a2e";
  const content = `<ellipse rx="${r}" ry="${r1(r * 0.75)}" fill="${a.lit(colour, 0.4, 0.4)}"/><ellipse cx="${r1(-r * 0.35)}" cy="${r1(-r * 0.3)}" rx="${r1(r * 0.3)}" ry="${r1(r * 0.15)}" fill="#fff" opacity=".5"/>`;
  return place(x, y, a.between(0, 180), 1, content);
}

/** A small round legume or pea, lit from the top left. */
export function pea(a: Art, x: number, y: number, r: number, colour: string, crease = false): string {
  const line = crease ? `<path d="M${r1(x - r * 0.2)} ${r1(y - r * 0.7)}q${r1(r * 0.5)} ${r1(r * 0.6)} ${r1(r * 0.1)} ${r1(r * 1.3)}" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.5"/>` : "";
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="${a.lit(colour, 0.4, 0.3)}"/>${line}`;
}

/** A kidney bean: dark red, curved. */
export function bean(a: Art, x: number, y: number, length: number, angle: number, colour = "#7a1f2b"): string {
  const h = length / 2;
  const content = `<path d="M${-h} 0C${-h} ${r1(-h * 0.7)} ${h} ${r1(-h * 0.7)} ${h} 0C${h} ${r1(h * 0.6)} ${r1(h * 0.3)} ${r1(h * 0.4)} 0 ${r1(h * 0.25)}C${r1(-h * 0.3)} ${r1(h * 0.4)} ${-h} ${r1(h * 0.6)} ${-h} 0Z" fill="${a.lit(colour, 0.35, 0.35)}"/><ellipse cx="${r1(-h * 0.2)}" cy="${r1(-h * 0.25)}" rx="${r1(h * 0.35)}" ry="${r1(h * 0.1)}" fill="#fff" opacity=".35"/>`;
  return place(x, y, angle, 1, content);
}

/** A chilli pepper, long and curved, with its stalk. */
export function chilli(a: Art, x: number, y: number, length: number, angle: number, colour = "#d3261c"): string {
  const h = length / 2;
  const content =
    `<path d="M${-h} 0C${r1(-h * 0.5)} ${r1(-length * 0.12)} ${r1(h * 0.5)} ${r1(-length * 0.1)} ${h} ${r1(length * 0.08)}C${r1(h * 0.4)} ${r1(length * 0.04)} ${r1(-h * 0.5)} ${r1(length * 0.1)} ${-h} ${r1(length * 0.06)}Z" fill="${a.lit(colour, 0.35, 0.3)}"/>` +
    `<path d="M${-h} ${r1(length * 0.03)}l${r1(-length * 0.1)} ${r1(-length * 0.05)}" stroke="#3f7a2a" stroke-width="${r1(length * 0.05)}" stroke-linecap="round"/>`;
  return place(x, y, angle, 1, content);
}

/** A round squat chilli like a scotch bonnet: lobed, glossy. */
export function bonnet(a: Art, x: number, y: number, r: number, colour = "#f05a1a"): string {
  const content =
    `<path d="${blob(a, 0, 0, r, r * 0.85, 0.12, 0, 6)}" fill="${a.lit(colour, 0.4, 0.35)}"/>` +
    `<path d="M0 ${r1(-r * 0.2)}l${r1(r * 0.15)} ${r1(-r * 0.55)}" stroke="#3f7a2a" stroke-width="${r1(r * 0.18)}" stroke-linecap="round"/>`;
  return place(x, y, a.between(-40, 40), 1, content);
}

/** A clove of garlic, or a halved head when `head`. */
export function garlic(a: Art, x: number, y: number, r: number, head = false): string {
  if (!head) {
    const content = `<path d="M0 ${-r}C${r1(r * 0.7)} ${r1(-r * 0.4)} ${r1(r * 0.7)} ${r1(r * 0.8)} 0 ${r}C${r1(-r * 0.5)} ${r1(r * 0.6)} ${r1(-r * 0.5)} ${r1(-r * 0.4)} 0 ${-r}Z" fill="${a.lit("#f4ead2", 0.3, 0.25)}"/>`;
    return place(x, y, a.between(-60, 60), 1, content);
  }
  let cloves = "";
  for (let i = 0; i < 8; i++) {
    const t = (i / 8) * Math.PI * 2;
    cloves += `<ellipse cx="${r1(Math.cos(t) * r * 0.55)}" cy="${r1(Math.sin(t) * r * 0.55)}" rx="${r1(r * 0.3)}" ry="${r1(r * 0.2)}" transform="rotate(${r1((t * 180) / Math.PI)} ${r1(Math.cos(t) * r * 0.55)} ${r1(Math.sin(t) * r * 0.55)})" fill="#f2d9a0"/>`;
  }
  return place(x, y, 0, 1, `<circle r="${r}" fill="${a.lit("#e9dcc0", 0.3, 0.25)}"/>${cloves}<circle r="${r1(r * 0.15)}" fill="#c9a36a"/>`);
}

/** A chunk of roasted vegetable (potato, carrot, onion) with browned edges. */
export function roastPiece(a: Art, x: number, y: number, rx: number, ry: number, angle: number, colour: string): string {
  return `<path d="${blob(a, x, y, rx, ry, 0.15, angle, 7)}" fill="${a.lit(colour, 0.35, 0.3)}" stroke="${darken(colour, 0.45)}" stroke-width="2.5"/>` +
    `<ellipse cx="${r1(x - rx * 0.25)}" cy="${r1(y - ry * 0.3)}" rx="${r1(rx * 0.3)}" ry="${r1(ry * 0.2)}" fill="${lighten(colour, 0.5)}" opacity=".5"/>`;
}

/** A big ruffled salad leaf (romaine, lettuce) with its pale rib. */
export function lettuce(a: Art, x: number, y: number, length: number, angle: number, colour = "#6aa84f"): string {
  const w = length * 0.32;
  const content =
    `<path d="${blob(a, length / 2, 0, length / 2, w, 0.14, 0, 14)}" fill="${a.lit(colour, 0.35, 0.35)}" stroke="${darken(colour, 0.3)}" stroke-width="2"/>` +
    `<path d="M0 0Q${r1(length / 2)} ${r1(-w * 0.1)} ${r1(length * 0.92)} 0" stroke="${lighten(colour, 0.6)}" stroke-width="${r1(w * 0.14)}" stroke-linecap="round" fill="none"/>` +
    [0.3, 0.5, 0.7].map((t) => `<path d="M${r1(length * t)} 0q${r1(length * 0.06)} ${r1(-w * 0.5)} ${r1(length * 0.14)} ${r1(-w * 0.8)}M${r1(length * t)} 0q${r1(length * 0.06)} ${r1(w * 0.5)} ${r1(length * 0.14)} ${r1(w * 0.8)}" stroke="${lighten(colour, 0.4)}" stroke-width="2" fill="none" opacity=".7"/>`).join("");
  return place(x, y, angle, 1, content);
}

/** A slab or cube of white cheese (feta), crumbly at the edges, sprinkled with dried herb. */
export function cheeseBlock(a: Art, x: number, y: number, w: number, h: number, angle: number, colour = "#f8f5ea"): string {
  let crumbs = "";
  for (let i = 0; i < 10; i++) crumbs += `<circle cx="${r1(a.between(-w / 2, w / 2))}" cy="${r1(a.between(-h / 2, h / 2))}" r="${r1(a.between(2, 5))}" fill="${darken(colour, 0.1)}" opacity=".6"/>`;
  const content =
    `<rect x="${r1(-w / 2 + 8)}" y="${r1(-h / 2 + 10)}" width="${w}" height="${h}" rx="8" fill="#2a1204" opacity=".2"/>` +
    `<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${w}" height="${h}" rx="8" fill="${a.lit(colour, 0.3, 0.15)}" stroke="${darken(colour, 0.12)}" stroke-width="2"/>${crumbs}`;
  return place(x, y, angle, 1, content);
}

/** A slice cut across (radish, plantain, potato): a rim colour and a flesh colour. */
export function slice(a: Art, x: number, y: number, rx: number, ry: number, angle: number, rim: string, flesh: string): string {
  return `<path d="${blob(a, x, y, rx, ry, 0.05, angle)}" fill="${rim}"/><path d="${blob(a, x - rx * 0.04, y - ry * 0.04, rx * 0.82, ry * 0.8, 0.06, angle)}" fill="${a.lit(flesh, 0.35, 0.25)}"/>`;
}
