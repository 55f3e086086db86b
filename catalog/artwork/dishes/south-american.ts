import { r1 } from "../parts/art";
import { ball } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { choppedHerbs, leaf, scatterLentils, seeds, sprig } from "../parts/garnish";
import { glassOfDrink, iceCube, onTable, surfaceY } from "../parts/glass";
import { riceMound } from "../parts/grains";
import { citrusSlice, citrusWedge, lettuce, pea, ringSlice } from "../parts/produce";
import { chickenPiece } from "../parts/protein";
import { blob, heap } from "../parts/shapes";
import { napkin, sideView, wood } from "../parts/surfaces";
import { board, bowl, pan, surface } from "../parts/vessels";

const table = (a: Parameters<Dish>[0]) => wood(a, "#9c6238");
const green = "#15803d";

/** Yellow rice with browned chicken thighs, green peas and red pepper, in a wide pan. */
const arrozConPollo: Dish = (a) => {
  let out = table(a) + napkin(a, 600, 420, 280, 220, -10, green, "#f2c14e");
  out += pan(a, 390, 300, 300, "#3a3a3e", "ears", -15);
  out += riceMound(a, 390, 300, 270, 270, "#e9b32c", { colours: [["#f4c640", 4], ["#f7d566", 2], ["#e0a21e", 2]], count: 1700 });
  for (const [x, y, t] of [[300, 230, -20], [470, 220, 30], [290, 380, 40], [480, 370, -10], [390, 300, 5]] as const) out += chickenPiece(a, x, y, 66, t, "#b9672a");
  for (let i = 0; i < 40; i++) out += pea(a, ...a.inEllipse(390, 300, 240, 240), 11, "#5fa83a");
  for (let i = 0; i < 12; i++) out += `<path d="${blob(a, ...a.inEllipse(390, 300, 230, 230), 24, 8, 0.2, a.between(0, 180), 7)}" fill="${a.lit("#d8281c", 0.35, 0.3)}"/>`;
  out += choppedHerbs(a, 390, 300, 230, 230, 40);
  return out;
};

/** Cubes of white fish in lime with red onion, sweetcorn, chilli and coriander, on lettuce, limes aside. */
const ceviche: Dish = (a) => {
  let out = table(a);
  out += bowl(a, 380, 300, 290, "#e9e4d8", "#f4efe6", green);
  for (const t of [20, 110, 200, 290]) out += lettuce(a, 380, 300, 250, t + a.between(-15, 15), "#8cc05a");
  out += surface(a, 380, 300, 200, "#e6e9b8");
  const bits: string[] = [];
  for (const [x, y] of heap(a, 380, 300, 170, 165, 26, 0)) {
    bits.push(`<rect x="${r1(x - 26)}" y="${r1(y - 24)}" width="52" height="48" rx="11" transform="rotate(${r1(a.between(0, 90))} ${r1(x)} ${r1(y)})" fill="${a.lit("#f8f4ec", 0.3, 0.2)}" stroke="#ddd5c2" stroke-width="2"/>`);
  }
  for (let i = 0; i < 14; i++) {
    const [x, y] = a.inEllipse(380, 300, 170, 165);
    bits.push(`<path d="M${r1(x)} ${r1(y)}q${r1(a.between(15, 30))} -22 ${r1(a.between(45, 60))} -4" fill="none" stroke="#8e2f72" stroke-width="8" stroke-linecap="round"/>`);
  }
  out += bits.join("");
  for (let i = 0; i < 30; i++) out += pea(a, ...a.inEllipse(380, 300, 175, 170), 8, "#f6c630");
  for (let i = 0; i < 6; i++) out += ringSlice(a, ...a.inEllipse(380, 300, 150, 150), 9, "#4f9a2a", 5);
  out += choppedHerbs(a, 380, 300, 175, 170, 60, ["#2f7d32", "#4f9d3a"], 9);
  out += citrusSlice(a, 700, 110, 62, "lime") + citrusWedge(a, 700, 490, 140, -30, "lime");
  return out;
};

/** Chocolate fudge balls rolled in sprinkles, in coloured paper cases on a board. */
const brigadeiros: Dish = (a) => {
  let out = table(a) + board(a, 400, 300, 720, 500, 4, "#d9a86c");
  const cases = ["#e84a5f", "#f2c14e", "#2a9d8f", "#f28c28"];
  let i = 0;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const [x, y] = [170 + col * 150 + (row % 2) * 30, 150 + row * 150];
      out += `<circle cx="${x + 6}" cy="${y + 10}" r="70" fill="#2a1204" opacity=".25"/><circle cx="${x}" cy="${y}" r="70" fill="${cases[i++ % 4]}"/>`;
      out += `<circle cx="${x}" cy="${y}" r="64" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="3 7" opacity=".35"/>`;
      out += ball(a, x, y - 4, 54, "#3b1d10", "#6b3a22") + seeds(a, x, y - 6, 46, 44, "#2a120a", 40, 9);
    }
  }
  return out;
};

/** Tangy golden passion fruit juice over ice with mint; cut passion fruit showing seeds beside it. */
const passionFruit: Dish = (a) => {
  let out = sideView(a, "#f1c36a", "#7a4a2a", 420);
  const glass = { x: 380, base: 540, width: 230, height: 380, taper: 0.15, fill: 0.86, drink: ["#f9c23a", "#f5a81e", "#ee8f12"], top: { colour: "#fbd46a", depth: 10 } };
  const top = surfaceY(glass);
  let inside = "";
  for (let n = 0; n < 30; n++) inside += `<ellipse cx="${r1(a.between(295, 465))}" cy="${r1(a.between(top + 15, 520))}" rx="4" ry="3" fill="#2a1a10" opacity=".8"/>`;
  inside += iceCube(340, top + 10, 50, 12) + iceCube(415, top + 16, 46, -18) + sprig(a, 390, top, 110, -80, "#2f8a3a", 3);
  out += glassOfDrink(a, glass, inside);
  const half = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${a.lit("#5b2a5e", 0.3, 0.35)}"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.86)}" fill="#f3e3b0"/>` +
    `<circle cx="${x}" cy="${y}" r="${r1(r * 0.74)}" fill="${a.lit("#f6b21c", 0.3, 0.2)}"/>` + scatterLentils(a, x, y, r * 0.6, "#2a1a10", 26);
  out += onTable(630, 510, half(0, 0, 80) + half(150, 30, 70), 0.6);
  out += `<circle cx="150" cy="470" r="62" fill="${a.lit("#5b2a5e", 0.35, 0.4)}"/><path d="M150 410l6 -20" stroke="#5a7a2a" stroke-width="6" stroke-linecap="round"/>`;
  out += onTable(200, 560, leaf(a, 0, 0, 70, 20, "#2f8a3a"), 0.6);
  return out;
};

export const southAmerican = {
  "arroz-con-pollo": arrozConPollo,
  ceviche,
  brigadeiros,
  "passion-fruit-juice": passionFruit,
};
