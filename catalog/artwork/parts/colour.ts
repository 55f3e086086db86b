/** Colour arithmetic on #rrggbb, enough to shade one base colour into light and dark. */

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const toHex = (values: number[]) => `#${values.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0")).join("")}`;

/** `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const [from, to] = [channels(a), channels(b)];
  return toHex(from.map((value, i) => value + (to[i]! - value) * t));
}

export const lighten = (hex: string, t: number) => mix(hex, "#fffaf0", t);
export const darken = (hex: string, t: number) => mix(hex, "#2a1204", t);
