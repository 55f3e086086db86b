import { type Art, r1 } from "./art";
import { darken, lighten } from "./colour";

/** Plates, bowls, pans and boards seen from above. Each casts a soft shadow down and to the right. */

export function shadow(a: Art, cx: number, cy: number, rx: number, ry = rx, strength = 0.45): string {
  return `<ellipse cx="${r1(cx + rx * 0.05 + 6)}" cy="${r1(cy + ry * 0.07 + 8)}" rx="${r1(rx * 1.08)}" ry="${r1(ry * 1.08)}" fill="${a.glow("#2a1204", strength, 0.8)}"/>`;
}

/** A flat plate: rim, the dip where the rim meets the well, the well. Food goes inside 0.78 × r. */
export function plate(a: Art, cx: number, cy: number, r: number, colour = "#f8f4ec", ry = r): string {
  const sy = ry / r;
  return (
    shadow(a, cx, cy, r, ry) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="${a.lit(colour, 0.4, 0.12)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(r * 0.96)}" ry="${r1(ry * 0.96)}" fill="none" stroke="${darken(colour, 0.08)}" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(r * 0.8)}" ry="${r1(r * 0.8 * sy)}" fill="${darken(colour, 0.04)}" stroke="${darken(colour, 0.14)}" stroke-width="3"/>` +
    `<ellipse cx="${r1(cx + r * 0.02)}" cy="${r1(cy + r * 0.02)}" rx="${r1(r * 0.76)}" ry="${r1(r * 0.76 * sy)}" fill="${colour}" opacity=".7"/>`
  );
}

/**
 * A deep bowl: a thin rim and the inside wall, shaded where the rim hides the light (top left).
 * Food goes inside 0.84 × r.
 */
export function bowl(a: Art, cx: number, cy: number, r: number, colour: string, inside = "#f6efe2", pattern?: string): string {
  const wall = a.define(`bowl-wall ${inside}`, (id) =>
    `<radialGradient id="${id}" cx=".62" cy=".66" r=".7"><stop offset=".5" stop-color="${lighten(inside, 0.3)}"/><stop offset="1" stop-color="${darken(inside, 0.3)}"/></radialGradient>`,
  );
  const band = pattern
    ? `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.955)}" fill="none" stroke="${pattern}" stroke-width="${r1(r * 0.03)}" stroke-dasharray="${r1(r * 0.05)} ${r1(r * 0.04)}"/>`
    : "";
  return (
    shadow(a, cx, cy, r) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${a.lit(colour, 0.3, 0.25)}"/>${band}` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.92)}" fill="url(#${wall})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.92)}" fill="none" stroke="${lighten(colour, 0.5)}" stroke-width="2" opacity=".7"/>`
  );
}

/** The surface of what fills a bowl: a disc in the food's colour, darker under the rim. */
export function surface(a: Art, cx: number, cy: number, r: number, colour: string, ry = r): string {
  const id = a.define(`surface ${colour}`, (id) =>
    `<radialGradient id="${id}" cx=".55" cy=".58" r=".62"><stop offset=".55" stop-color="${lighten(colour, 0.12)}"/><stop offset="1" stop-color="${darken(colour, 0.28)}"/></radialGradient>`,
  );
  return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="url(#${id})"/>`;
}

/** A metal or clay pan with one long handle or two ears. Food goes inside 0.88 × r. */
export function pan(a: Art, cx: number, cy: number, r: number, colour: string, handles: "long" | "ears" | "none" = "ears", angle = -30): string {
  const radians = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(radians), Math.sin(radians)];
  let grips = "";
  if (handles === "long") {
    grips = `<path d="M${r1(cx + dx * r * 0.9)} ${r1(cy + dy * r * 0.9)}L${r1(cx + dx * r * 1.75)} ${r1(cy + dy * r * 1.75)}" stroke="${darken(colour, 0.35)}" stroke-width="${r1(r * 0.14)}" stroke-linecap="round"/>`;
  } else if (handles === "ears") {
    for (const side of [1, -1]) {
      const [hx, hy] = [cx + dx * r * side * 1.02, cy + dy * r * side * 1.02];
      grips += `<ellipse cx="${r1(hx)}" cy="${r1(hy)}" rx="${r1(r * 0.16)}" ry="${r1(r * 0.09)}" transform="rotate(${angle} ${r1(hx)} ${r1(hy)})" fill="none" stroke="${darken(colour, 0.1)}" stroke-width="${r1(r * 0.05)}"/>`;
    }
  }
  return (
    shadow(a, cx, cy, r) +
    grips +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${a.lit(colour, 0.35, 0.35)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.93)}" fill="${darken(colour, 0.4)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.93)}" fill="none" stroke="${lighten(colour, 0.45)}" stroke-width="2" opacity=".6"/>`
  );
}

/** A rectangular dish or tray with rounded corners and a raised rim. Food goes inside the inset. */
export function tray(a: Art, x: number, y: number, w: number, h: number, colour: string, inset = 18): string {
  return (
    `<rect x="${x + 10}" y="${y + 14}" width="${w}" height="${h}" rx="${inset * 1.6}" fill="#2a1204" opacity=".22"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${inset * 1.6}" fill="${a.lit(colour, 0.35, 0.3)}"/>` +
    `<rect x="${x + inset}" y="${y + inset}" width="${w - inset * 2}" height="${h - inset * 2}" rx="${inset}" fill="${darken(colour, 0.25)}"/>`
  );
}

/** A wooden serving board with a handle hole, set at an angle. */
export function board(a: Art, cx: number, cy: number, w: number, h: number, angle: number, colour = "#c98b4e"): string {
  const [x, y] = [cx - w / 2, cy - h / 2];
  const grain = [0.2, 0.35, 0.5, 0.65, 0.8]
    .map((t) => `M${r1(x + 20)} ${r1(y + h * t + a.between(-4, 4))}q${r1(w * 0.5)} ${r1(a.between(-8, 8))} ${r1(w - 40)} 0`)
    .join("");
  return (
    `<g transform="rotate(${angle} ${cx} ${cy})">` +
    `<rect x="${x + 10}" y="${y + 14}" width="${w}" height="${h}" rx="26" fill="#2a1204" opacity=".25"/>` +
    `<rect x="${r1(x + w - 10)}" y="${r1(cy - h * 0.12)}" width="${r1(w * 0.14)}" height="${r1(h * 0.24)}" rx="${r1(h * 0.12)}" fill="${darken(colour, 0.08)}"/>` +
    `<circle cx="${r1(x + w + w * 0.07)}" cy="${cy}" r="${r1(h * 0.05)}" fill="#2a1204" opacity=".5"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${a.lit(colour, 0.25, 0.2)}"/>` +
    `<path d="${grain}" fill="none" stroke="${darken(colour, 0.3)}" stroke-width="1.5" opacity=".35"/></g>`
  );
}
