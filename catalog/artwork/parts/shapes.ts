import { type Art, r1 } from "./art";

/** Outlines the food parts are cut from. */

/**
 * A smooth irregular closed shape around (cx, cy): an ellipse whose edge wanders by `wobble`
 * (0 = a true ellipse). Most food is this shape: pieces of meat, fritters, a dollop.
 */
export function blob(a: Art, cx: number, cy: number, rx: number, ry: number, wobble = 0.15, angle = 0, points = 9): string {
  const turn = (angle * Math.PI) / 180;
  const corners: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const t = (i / points) * Math.PI * 2;
    const stretch = 1 + a.between(-wobble, wobble);
    const [x, y] = [Math.cos(t) * rx * stretch, Math.sin(t) * ry * stretch];
    corners.push([cx + x * Math.cos(turn) - y * Math.sin(turn), cy + x * Math.sin(turn) + y * Math.cos(turn)]);
  }
  return smoothClosed(corners);
}

/** A closed curve through the midpoints of the corners, bending at each corner. */
export function smoothClosed(corners: readonly [number, number][]): string {
  const mid = (p: [number, number], q: [number, number]) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const last = corners[corners.length - 1]!;
  const [sx, sy] = mid(last, corners[0]!);
  let d = `M${r1(sx!)} ${r1(sy!)}`;
  corners.forEach((corner, i) => {
    const [mx, my] = mid(corner, corners[(i + 1) % corners.length]!);
    d += `Q${r1(corner[0])} ${r1(corner[1])} ${r1(mx!)} ${r1(my!)}`;
  });
  return `${d}Z`;
}

/** Places a part drawn around (0, 0) at (x, y), turned and scaled. */
export function place(x: number, y: number, angle: number, scale: number, content: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(${scale})">${content}</g>`;
}

/** Positions of `count` things spread around a ring (a little irregular, like a hand placed them). */
export function ring(a: Art, cx: number, cy: number, rx: number, ry: number, count: number, start = 0): [number, number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = start + (i / count) * Math.PI * 2 + a.between(-0.12, 0.12);
    return [cx + Math.cos(t) * rx, cy + Math.sin(t) * ry, (t * 180) / Math.PI];
  });
}

/**
 * Where to put `count` round pieces heaped in an ellipse (luqaimat, brigadeiros, fritters): spread
 * like seeds in a sunflower, listed from the edge inwards so the top of the heap is drawn last,
 * and lifted a little towards the middle so it reads as a pile.
 */
export function heap(a: Art, cx: number, cy: number, rx: number, ry: number, count: number, lift = 0.12): [number, number][] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  const spots = Array.from({ length: count }, (_, i) => {
    const d = Math.sqrt((i + 0.5) / count);
    const t = i * golden + a.between(-0.15, 0.15);
    return { d, x: cx + Math.cos(t) * rx * d, y: cy + Math.sin(t) * ry * d - (1 - d) * ry * lift };
  });
  return spots.sort((p, q) => q.d - p.d).map(({ x, y }) => [x, y]);
}
