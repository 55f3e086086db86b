import { darken, lighten } from "./colour";

/** The drawing size every composition uses: 4:3, like the cards and the recipe page. */
export const width = 800;
export const height = 600;

/** Rounds a coordinate to one decimal: shorter SVG, same picture. */
export const r1 = (value: number) => Math.round(value * 10) / 10;

/**
 * One picture being drawn: a seeded random source (the same dish always comes out the same, so its
 * hash only changes when its source does) and the gradients its parts share, collected into <defs>.
 */
export class Art {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private state: number;

  constructor(seed: string) {
    let hash = 2166136261;
    for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    this.state = hash >>> 0;
  }

  /** mulberry32: small, fast and good enough for scattering grains and crumbs. */
  random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** A random point inside an ellipse, spread evenly over its area. */
  inEllipse(cx: number, cy: number, rx: number, ry: number): [number, number] {
    const angle = this.random() * Math.PI * 2;
    const distance = Math.sqrt(this.random());
    return [cx + Math.cos(angle) * rx * distance, cy + Math.sin(angle) * ry * distance];
  }

  /** Registers a definition once (keyed by its content) and returns its id. */
  define(key: string, make: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = `d${this.cache.size}`;
    this.cache.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  /** A fill lit from the top left: a highlight, the colour itself, then its shadow side. */
  lit(base: string, light = 0.35, dark = 0.3): string {
    const id = this.define(`lit ${base} ${light} ${dark}`, (id) =>
      `<radialGradient id="${id}" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="${lighten(base, light)}"/>` +
      `<stop offset=".55" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, dark)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A straight gradient through the given colours, top to bottom unless turned. */
  linear(colours: readonly string[], angle = 90): string {
    const id = this.define(`linear ${colours.join()} ${angle}`, (id) => {
      const radians = (angle * Math.PI) / 180;
      const [x, y] = [Math.cos(radians) / 2, Math.sin(radians) / 2];
      const stops = colours.map((c, i) => `<stop offset="${r1(i / Math.max(1, colours.length - 1))}" stop-color="${c}"/>`);
      return `<linearGradient id="${id}" x1="${r1(0.5 - x)}" y1="${r1(0.5 - y)}" x2="${r1(0.5 + x)}" y2="${r1(0.5 + y)}">${stops.join("")}</linearGradient>`;
    });
    return `url(#${id})`;
  }

  /** A soft round fade from a colour to nothing: shadows, glows and pools. */
  glow(colour: string, opacity: number, solid = 0.45): string {
    const id = this.define(`glow ${colour} ${opacity} ${solid}`, (id) =>
      `<radialGradient id="${id}"><stop offset="${solid}" stop-color="${colour}" stop-opacity="${opacity}"/>` +
      `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path of the given outline (in the coordinates of whatever it is applied to). */
  clip(d: string): string {
    return `url(#${this.define(`clip ${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`)})`;
  }

  /** The finished document: warm light from the top left over everything, a little darker at the edges. */
  document(body: string): string {
    const light = this.glow("#fff4d6", 0.28, 0);
    const edges = this.define("edges", (id) =>
      `<radialGradient id="${id}" cx=".45" cy=".4" r=".75"><stop offset=".6" stop-color="#2a1506" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#2a1506" stop-opacity=".32"/></radialGradient>`,
    );
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join("")}</defs>${body}` +
      `<ellipse cx="150" cy="90" rx="560" ry="420" fill="${light}"/><rect width="${width}" height="${height}" fill="url(#${edges})"/></svg>`
    );
  }
}
