import { r1 } from "../parts/art";
import { crouton } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { dust, leaf, shreds, sprig, walnut } from "../parts/garnish";
import { noodles } from "../parts/grains";
import { citrusSlice, garlic, lettuce, roastPiece } from "../parts/produce";
import { wholeChicken } from "../parts/protein";
import { blob } from "../parts/shapes";
import { napkin, wood } from "../parts/surfaces";
import { board, bowl, plate, tray } from "../parts/vessels";

const blue = "#1d4ed8";
const table = (a: Parameters<Dish>[0]) => wood(a, "#a87a4f");

/** A whole golden roast chicken in its tray among potatoes, carrots, onions, lemon, garlic and thyme. */
const roastChicken: Dish = (a) => {
  let out = table(a) + napkin(a, -60, 430, 320, 220, 10, blue, "#f5f1e6");
  out += tray(a, 40, 40, 720, 520, "#5b5f66", 26);
  out += `<rect x="66" y="66" width="668" height="468" rx="26" fill="${a.glow("#b8742a", 0.7, 0.3)}"/>`;
  const veg: string[] = [];
  const around = (): [number, number] => {
    const t = a.random() * Math.PI * 2;
    return [400 + Math.cos(t) * a.between(250, 300), 300 + Math.sin(t) * a.between(175, 200)];
  };
  for (let i = 0; i < 14; i++) veg.push(roastPiece(a, ...around(), a.between(40, 50), a.between(32, 40), a.between(0, 180), "#ebbd5a"));
  for (let i = 0; i < 9; i++) veg.push(roastPiece(a, ...around(), 52, 17, a.between(0, 180), "#ee7a1e"));
  for (let i = 0; i < 5; i++) veg.push(roastPiece(a, ...around(), 38, 30, a.between(0, 180), "#d9a3b8"));
  out += veg.sort(() => a.random() - 0.5).join("");
  out += wholeChicken(a, 390, 300, 370, -8, "#d58d36");
  out += citrusSlice(a, 680, 310, 44) + garlic(a, 120, 300, 46, true);
  out += sprig(a, 180, 140, 130, 30, "#4f7a3a", 7, 0.35) + sprig(a, 560, 470, 130, -20, "#4f7a3a", 7, 0.35) + sprig(a, 500, 120, 110, 10, "#4f7a3a", 6, 0.35);
  return out;
};

/** Tangled spaghetti with a mound of red meat sauce, grated parmesan and a basil leaf. */
const bolognese: Dish = (a) => {
  let out = table(a) + napkin(a, 560, -60, 300, 220, 14, blue, "#f5f1e6");
  out += plate(a, 400, 300, 315);
  out += noodles(a, 400, 300, 225, "#f2cf7c", 90, 8);
  out += `<path d="${blob(a, 405, 295, 125, 110, 0.18, 0, 11)}" fill="${a.lit("#b1301a", 0.3, 0.35)}"/>`;
  for (let i = 0; i < 55; i++) {
    const [x, y] = a.inEllipse(405, 295, 105, 92);
    out += `<path d="${blob(a, x, y, a.between(6, 12), a.between(5, 9), 0.35, a.between(0, 180), 6)}" fill="${a.pick(["#7a1f0f", "#93331a", "#c2452a"])}"/>`;
  }
  out += `<path d="${blob(a, 380, 270, 40, 18, 0.3, -20)}" fill="#fff" opacity=".25"/>`;
  out += shreds(a, 400, 290, 130, 115, 70, ["#fff6dc", "#f4e4b0"], 4, 9);
  out += leaf(a, 440, 250, 80, -40, "#2f8a3a") + leaf(a, 440, 250, 60, -100, "#3f9a48");
  return out;
};

/** Romaine, sliced grilled chicken, croutons, parmesan shavings and creamy dressing in a bowl. */
const caesar: Dish = (a) => {
  let out = table(a);
  out += bowl(a, 400, 300, 295, "#f4f1ea", "#f7f4ee", blue);
  out += `<circle cx="400" cy="300" r="250" fill="#6f9f45"/>`;
  for (let i = 0; i < 14; i++) out += lettuce(a, ...a.inEllipse(400, 300, 110, 110), a.between(170, 210), a.between(0, 360), a.pick(["#9ccc65", "#b5d97a", "#7cb342"]));
  for (let i = 0; i < 6; i++) out += strip(a, 330 + i * 34, 230 + i * 10, 150, -70 + i * 4);
  for (let i = 0; i < 9; i++) out += crouton(a, ...a.inEllipse(400, 300, 190, 190), 44);
  for (let i = 0; i < 10; i++) {
    const [x, y] = a.inEllipse(400, 300, 180, 180);
    out += `<rect x="${r1(x - 20)}" y="${r1(y - 7)}" width="40" height="14" rx="3" transform="rotate(${r1(a.between(0, 180))} ${r1(x)} ${r1(y)})" fill="#fbf1cf" stroke="#e0cf98" stroke-width="1.5"/>`;
  }
  out += shreds(a, 400, 300, 170, 160, 14, ["#f6efd9"], 9, 40);
  out += dust(a, 400, 300, 200, 200, "#2a1a10", 100, 3);
  return out;
};

/** A slice of grilled chicken breast: a long strip, white inside, seared golden with grill bars. */
function strip(a: Parameters<Dish>[0], x: number, y: number, length: number, angle: number): string {
  const w = length * 0.22;
  const shape = blob(a, 0, 0, length / 2, w / 2, 0.06, 0, 10);
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="${shape}" fill="#2a1204" opacity=".25" transform="translate(6 8)"/>` +
    `<path d="${shape}" fill="${a.lit("#f3e4c4", 0.3, 0.2)}" stroke="#c98a3a" stroke-width="6"/>` +
    `<path d="M${-length * 0.3} ${-w / 2}l-10 ${w}M${-length * 0.05} ${-w / 2}l-10 ${w}M${length * 0.2} ${-w / 2}l-10 ${w}" stroke="#8a4a16" stroke-width="6" opacity=".6"/></g>`;
}

/** Fudgy brownie squares with a crackly shiny top on a board, walnuts scattered. */
const brownies: Dish = (a) => {
  let out = table(a) + board(a, 400, 300, 690, 480, -6, "#c48a52");
  out += `<rect x="120" y="110" width="520" height="360" rx="8" fill="#f4ede0" transform="rotate(4 380 290)"/>`;
  const square = (x: number, y: number, s: number, t: number) => {
    let cracks = "";
    for (let i = 0; i < 6; i++) cracks += `M${r1(x + a.between(-s * 0.4, s * 0.4))} ${r1(y + a.between(-s * 0.4, s * 0.4))}l${r1(a.between(-s * 0.3, s * 0.3))} ${r1(a.between(-s * 0.2, s * 0.2))}`;
    return `<g transform="rotate(${t} ${x} ${y})"><rect x="${x - s / 2 + 8}" y="${y - s / 2 + 12}" width="${s}" height="${s}" rx="10" fill="#2a1204" opacity=".3"/>` +
      `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" rx="10" fill="${a.lit("#4e2614", 0.25, 0.4)}"/>` +
      `<rect x="${x - s / 2 + 10}" y="${y - s / 2 + 10}" width="${s - 20}" height="${s - 20}" rx="8" fill="#6b3a1e" opacity=".6"/>` +
      `<path d="${cracks}" stroke="#a0705a" stroke-width="3" stroke-linecap="round" opacity=".8"/><path d="${blob(a, x - s * 0.15, y - s * 0.2, s * 0.25, s * 0.08, 0.2, -20)}" fill="#fff" opacity=".25"/></g>`;
  };
  for (const [x, y, t] of [[240, 210, 3], [400, 200, -4], [560, 215, 6], [240, 375, -3], [400, 370, 5], [560, 380, -5]] as const) out += square(x, y, 150, t);
  for (let i = 0; i < 6; i++) out += walnut(a, a.pick([a.between(60, 120), a.between(680, 740)]), a.between(80, 520), 34);
  return out;
};

export const western = {
  "roast-chicken-with-vegetables": roastChicken,
  "spaghetti-bolognese": bolognese,
  "chicken-caesar-salad": caesar,
  "chocolate-brownies": brownies,
};
