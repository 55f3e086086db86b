import { r1 } from "../parts/art";
import { flatbread, fritter } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { bayLeaf, cardamom, choppedHerbs, dip, friedOnions, leaf, nut, pool, seeds } from "../parts/garnish";
import { glassOfDrink, onTable, straw, surfaceY } from "../parts/glass";
import { grainsIn, riceMound, scatter } from "../parts/grains";
import { citrusWedge, chilli } from "../parts/produce";
import { chickenPiece } from "../parts/protein";
import { blob, heap } from "../parts/shapes";
import { linen, napkin, sideView } from "../parts/surfaces";
import { bowl, pan, plate, surface } from "../parts/vessels";

const cloth = "#8c2f14";
const table = (a: Parameters<Dish>[0]) => linen(a, "#b9743a");

/** White basmati with streaks of saffron and orange, chicken in red masala, fried onions and mint, in a copper pot. */
const biryani: Dish = (a) => {
  let out = table(a) + napkin(a, -60, -60, 260, 220, -12, "#1f5c4a", "#e9c46a");
  out += pan(a, 400, 305, 300, "#b8662f", "ears", 0);
  out += riceMound(a, 400, 305, 265, 262, "#efe4cc", { colours: [["#fbf6ea", 5], ["#f1e6cf", 3], ["#ffffff", 1]], count: 1400 });
  for (let i = 0; i < 9; i++) {
    const [x, y] = a.inEllipse(400, 305, 200, 200);
    const colour = i % 3 === 0 ? "#e8571e" : "#f2a313";
    out += grainsIn(a, x, y, a.between(40, 70), a.between(25, 45), { colours: [[colour, 3], ["#f7c948", 1]], count: 70 });
  }
  out += chickenPiece(a, 330, 240, 66, -25, "#a8401c", "#6b1f0c");
  out += chickenPiece(a, 480, 260, 60, 30, "#9e3a18", "#6b1f0c");
  out += chickenPiece(a, 410, 390, 64, 10, "#a8401c", "#6b1f0c");
  out += friedOnions(a, 400, 305, 210, 200, 110, ["#6b3210", "#8a4515", "#4f230a"]);
  for (const [x, y, t] of [[300, 330, 20], [470, 345, 200], [520, 200, 120], [370, 180, -60], [250, 250, 80], [560, 330, 160]] as const) {
    out += leaf(a, x, y, 38, t, "#2f8a3a");
  }
  out += cardamom(a, 540, 420, 14) + bayLeaf(a, 250, 400, 60, -30);
  return out;
};

/** Soft yellow lentils in a bowl under a sizzling tadka of ghee, cumin, red chillies and coriander; chapatis aside. */
const dalTadka: Dish = (a) => {
  let out = table(a) + flatbread(a, 640, 470, 190, 170, "#e7c78e") + flatbread(a, 690, 430, 170, 150, "#ecd09a");
  out += bowl(a, 360, 280, 255, "#8a8f96", "#c9ced4");
  out += surface(a, 360, 280, 215, "#e9b52c");
  out += scatter(a, 360, 280, 200, 200, ["#f4c94a", "#d99a1a", "#f7d97a"], 500, 7);
  out += pool(a, 330, 260, 120, 90, "#e2731c", 0.55);
  out += pool(a, 390, 320, 70, 50, "#e2731c", 0.45);
  out += seeds(a, 360, 280, 150, 140, "#6b4a24", 70, 8);
  out += chilli(a, 300, 230, 80, 30, "#a8180f") + chilli(a, 420, 320, 70, -140, "#b71d12");
  out += choppedHerbs(a, 360, 280, 170, 160, 60, ["#2e7d32", "#43a047", "#5fb35a"], 9);
  for (let i = 0; i < 12; i++) {
    const [x, y] = a.inEllipse(360, 280, 150, 140);
    out += `<path d="${blob(a, x, y, 9, 7, 0.3, 0, 6)}" fill="#c9301f"/>`;
  }
  return out;
};

/** Lacy golden onion fritters on a plate, a bowl of green mint chutney, lemon. */
const onionBhaji: Dish = (a) => {
  let out = table(a) + napkin(a, 560, -80, 280, 220, 16, cloth);
  out += plate(a, 370, 310, 300, "#f2ede3");
  for (const [x, y] of heap(a, 350, 320, 170, 150, 7, 0.1)) out += fritter(a, x, y, a.between(78, 92), "#c47a26");
  out += dip(a, 640, 430, 95, "#5a9a2e", "#2f5e16");
  out += citrusWedge(a, 600, 200, 110, 25);
  out += choppedHerbs(a, 350, 320, 180, 160, 25);
  return out;
};

/** A tall glass of thick mango-yellow lassi with pistachio on top; a cut mango and cardamom beside it. */
const mangoLassi: Dish = (a) => {
  let out = sideView(a, "#e79d4c", "#8a5530", 410);
  const glass = { x: 380, base: 540, width: 240, height: 360, taper: 0.16, fill: 0.9, drink: ["#fde08c", "#fbd06a", "#f6c050"], top: { colour: "#fff2c4", depth: 30 } };
  const top = surfaceY(glass);
  let garnish = scatter(a, 380, top, 85, 10, ["#7fa33a", "#a4c45a"], 40, 7);
  garnish += straw(440, top, 520, 150, "#3f9a48");
  out += glassOfDrink(a, glass, garnish);
  const cheek = `<path d="${blob(a, 0, 0, 120, 90, 0.05)}" fill="#f07f1f"/><path d="${blob(a, 0, 0, 108, 80, 0.05)}" fill="${a.lit("#fbb234", 0.3, 0.25)}"/>`;
  let cubes = "";
  for (let i = -2; i <= 2; i++) for (let j = -1; j <= 1; j++) cubes += `<rect x="${r1(i * 36 - 15)}" y="${r1(j * 40 - 16)}" width="30" height="32" rx="7" fill="${a.lit("#fcbf3f", 0.4, 0.2)}"/>`;
  out += onTable(600, 520, cheek + cubes, 0.6);
  out += `<path d="${blob(a, 690, 455, 95, 62, 0.04, -15)}" fill="${a.linear(["#9bb83a", "#f4b42a", "#e8572a"], 20)}"/><ellipse cx="650" cy="430" rx="30" ry="12" fill="#fff" opacity=".35"/>`;
  for (const [x, y] of [[140, 520], [190, 560], [100, 570]] as const) out += onTable(x, y, cardamom(a, 0, 0, 24), 0.7);
  out += onTable(220, 470, nut(a, 0, 0, 14, "pistachio") + nut(a, 20, 10, 14, "pistachio"), 0.7);
  return out;
};

export const indian = {
  "chicken-biryani": biryani,
  "dal-tadka": dalTadka,
  "onion-bhaji": onionBhaji,
  "mango-lassi": mangoLassi,
};
