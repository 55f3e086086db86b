import { type Art, height, r1, width } from "./art";
import { darken, lighten, mix } from "./colour";

/** Table tops and cloths the dishes stand on, seen from above; they fill the whole frame. */

/** Wooden planks running across, with grain and seams. */
export function wood(a: Art, base: string, planks = 5): string {
  const plank = height / planks;
  let out = "";
  for (let i = 0; i < planks; i++) {
    const y = i * plank;
    const tone = mix(base, a.random() > 0.5 ? lighten(base, 0.2) : darken(base, 0.15), a.between(0.1, 0.6));
    out += `<rect y="${r1(y)}" width="${width}" height="${r1(plank)}" fill="${tone}"/>`;
    let grain = "";
    for (let j = 0; j < 7; j++) {
      const gy = y + a.between(6, plank - 6);
      const bend = a.between(-9, 9);
      grain += `M0 ${r1(gy)}C200 ${r1(gy + bend)} 420 ${r1(gy - bend)} 800 ${r1(gy + a.between(-4, 4))}`;
    }
    out += `<path d="${grain}" fill="none" stroke="${darken(tone, 0.25)}" stroke-width="1.6" opacity=".35"/>`;
    out += `<rect y="${r1(y + plank - 3)}" width="${width}" height="3" fill="${darken(base, 0.45)}" opacity=".5"/>`;
  }
  return out;
}

/** Woven cloth: a flat colour crossed by fine threads, and optional stripes of a second colour. */
export function linen(a: Art, base: string, stripe?: string): string {
  // Threads as one path rather than an SVG <pattern>: librsvg renders a small repeated pattern slowly.
  let threads = "";
  for (let x = 4; x < width; x += 9) threads += `M${x} 0v${height}`;
  for (let y = 4; y < height; y += 9) threads += `M0 ${y}h${width}`;
  let out = `<rect width="${width}" height="${height}" fill="${a.linear([lighten(base, 0.1), base], 70)}"/>`;
  if (stripe) {
    for (const x of [90, 130, 690, 730]) out += `<rect x="${x}" width="14" height="${height}" fill="${stripe}" opacity=".8"/>`;
  }
  return `${out}<path d="${threads}" stroke="${darken(base, 0.18)}" stroke-width="1.2" opacity=".3"/>`;
}

/** Polished stone with a few soft veins. */
export function marble(a: Art, base: string, vein: string): string {
  let out = `<rect width="${width}" height="${height}" fill="${a.linear([lighten(base, 0.15), base], 60)}"/>`;
  for (let i = 0; i < 6; i++) {
    const x = a.between(-100, 800);
    const d = `M${r1(x)} -20C${r1(x + a.between(-200, 200))} 180 ${r1(x + a.between(-200, 200))} 380 ${r1(x + a.between(-250, 250))} 620`;
    out += `<path d="${d}" fill="none" stroke="${vein}" stroke-width="${r1(a.between(1, 4))}" opacity=".28"/>`;
  }
  return out;
}

/** Square glazed tiles with grout and a four-petal motif in the accent colour. */
export function tiles(a: Art, base: string, accent: string, size = 100): string {
  const id = a.define(`tile ${base} ${accent} ${size}`, (id) => {
    const h = size / 2;
    const petal = size * 0.22;
    return (
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
      `<rect width="${size}" height="${size}" fill="${darken(base, 0.2)}"/><rect x="2" y="2" width="${size - 4}" height="${size - 4}" rx="3" fill="${base}"/>` +
      `<path d="M${h} ${h - petal * 1.6}q${petal} ${petal * 1.6} 0 ${petal * 3.2}q${-petal} ${-petal * 1.6} 0 ${-petal * 3.2}zM${h - petal * 1.6} ${h}q${petal * 1.6} ${petal} ${petal * 3.2} 0q${-petal * 1.6} ${-petal} ${-petal * 3.2} 0z" fill="${accent}" opacity=".55"/>` +
      `<circle cx="${h}" cy="${h}" r="${petal * 0.35}" fill="${lighten(base, 0.4)}"/></pattern>`
    );
  });
  return `<rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** A folded napkin or runner lying across a corner, to bring in the cuisine's colour. */
export function napkin(a: Art, x: number, y: number, w: number, h: number, angle: number, colour: string, stripe = lighten(colour, 0.55)): string {
  const shadow = `<rect x="${x + 8}" y="${y + 10}" width="${w}" height="${h}" rx="6" fill="#2a1204" opacity=".18"/>`;
  const cloth = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${a.linear([lighten(colour, 0.1), darken(colour, 0.12)], 30)}"/>`;
  const stripes = [0.16, 0.24].map((t) => `<rect x="${x}" y="${r1(y + h * t)}" width="${w}" height="${r1(h * 0.035)}" fill="${stripe}" opacity=".85"/>`).join("");
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">${shadow}${cloth}${stripes}</g>`;
}

/** For drinks, seen from the side: a wall behind and the table top in front, meeting at `horizon`. */
export function sideView(a: Art, wall: string, table: string, horizon = 430): string {
  const back = `<rect width="${width}" height="${horizon}" fill="${a.linear([lighten(wall, 0.25), wall], 90)}"/>`;
  const glow = `<ellipse cx="260" cy="140" rx="380" ry="260" fill="${a.glow("#fff3d0", 0.45, 0)}"/>`;
  const top = `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${a.linear([lighten(table, 0.12), darken(table, 0.2)], 90)}"/>`;
  const edge = `<rect y="${horizon}" width="${width}" height="4" fill="${lighten(table, 0.35)}" opacity=".8"/>`;
  return back + glow + top + edge;
}
