import { r1 } from "../parts/art";
import { ball } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { cardamom, choppedHerbs, cinnamonStick, date, drizzle, dust, friedOnions, loomi, nut, pool, seeds } from "../parts/garnish";
import { glassOfDrink, handle, onTable, steam } from "../parts/glass";
import { riceMound, swirl } from "../parts/grains";
import { chickenPiece, drumstick } from "../parts/protein";
import { heap } from "../parts/shapes";
import { napkin, sideView, wood } from "../parts/surfaces";
import { bowl, plate, surface } from "../parts/vessels";

const table = "#7a4a2a";
const cloth = "#9f1d1d";

/** A mound of spiced orange-gold rice on a round platter, browned chicken, fried onions, nuts, raisins, loomi. */
const machboos: Dish = (a) => {
  let out = wood(a, table) + napkin(a, 600, -70, 280, 190, 14, cloth);
  out += plate(a, 400, 305, 330, "#e6dfd2", 300);
  out += riceMound(a, 400, 300, 262, 232, "#d4802a", {
    colours: [["#f0a83e", 4], ["#e38d2c", 3], ["#f8c96a", 2], ["#bd6a1c", 1.2], ["#fde6b0", 0.5]],
    count: 1700,
  });
  out += chickenPiece(a, 322, 250, 82, -20, "#b95f22");
  out += drumstick(a, 468, 228, 56, -35, "#a9521c");
  out += chickenPiece(a, 458, 345, 78, 25, "#b95f22");
  out += drumstick(a, 330, 366, 54, 150, "#ad5620");
  out += friedOnions(a, 400, 300, 180, 150, 80, ["#7a3c12", "#9a5216", "#5e2c0c"]);
  for (let i = 0; i < 16; i++) out += nut(a, ...a.inEllipse(400, 300, 215, 185), 14, i % 3 === 0 ? "cashew" : "almond");
  for (let i = 0; i < 18; i++) out += nut(a, ...a.inEllipse(400, 300, 220, 190), 13, "raisin");
  out += loomi(a, 238, 392, 36) + loomi(a, 585, 210, 32);
  out += choppedHerbs(a, 400, 300, 210, 180, 45);
  return out;
};

/** Beaten wheat-and-lamb porridge in a deep bowl, a golden spill of ghee, a dusting of cinnamon. */
const harees: Dish = (a) => {
  let out = wood(a, table) + napkin(a, -90, 390, 300, 260, -18, cloth);
  out += bowl(a, 410, 300, 290, "#2f5d6e", "#efe6d6", "#e0b24a");
  out += surface(a, 410, 300, 246, "#cfb58b");
  let strands = "";
  for (let i = 0; i < 260; i++) {
    const [x, y] = a.inEllipse(410, 300, 225, 225);
    const t = a.random() * Math.PI;
    strands += `M${r1(x)} ${r1(y)}l${r1(Math.cos(t) * 9)} ${r1(Math.sin(t) * 9)}`;
  }
  out += `<path d="${strands}" stroke="#b89a6c" stroke-width="3" stroke-linecap="round" opacity=".55"/>`;
  out += swirl(a, 410, 300, 230, "#d9c29a", 5, 0.7);
  out += swirl(a, 410, 300, 200, "#e9a61e", 4, 0.9);
  for (const [x, y, rx, ry] of [[420, 290, 70, 42], [330, 370, 34, 20], [505, 220, 30, 18], [470, 385, 26, 16]] as const) out += pool(a, x, y, rx, ry, "#eeb026", 0.85);
  out += dust(a, 420, 300, 110, 90, "#7a3a14", 160, 3.5);
  out += date(a, 95, 110, 100, 30) + date(a, 150, 70, 95, 75) + date(a, 715, 510, 100, -40) + date(a, 700, 90, 90, 70);
  return out;
};

/** Crisp golden dough balls heaped on a plate, glossy with date syrup and sesame. */
const luqaimat: Dish = (a) => {
  let out = wood(a, table) + napkin(a, 540, 430, 340, 240, -10, cloth);
  out += plate(a, 390, 300, 310, "#f4efe4");
  for (const [x, y] of heap(a, 390, 300, 215, 200, 30)) out += ball(a, x, y, a.between(38, 46), "#cf7f22", "#f3c170");
  for (let i = 0; i < 9; i++) {
    const [x, y] = a.inEllipse(390, 290, 190, 170);
    out += drizzle(a, [[r1(x - 60), r1(y - 20)], [r1(x), r1(y + a.between(-20, 20))], [r1(x + 60), r1(y + 15)]], "#5a1f0a", a.between(6, 10));
  }
  out += seeds(a, 390, 300, 230, 210, "#f7ead0", 110, 7);
  return out;
};

/** Milky caramel-brown tea in a small glass cup on its saucer, cardamom pods and a cinnamon stick. */
const karakChai: Dish = (a) => {
  let out = sideView(a, "#c98a4b", "#6b3f22", 400);
  out += onTable(400, 505, `<ellipse rx="210" ry="210" fill="${a.lit("#f5f1e8", 0.3, 0.25)}"/><ellipse rx="165" ry="165" fill="none" stroke="#ddd0b8" stroke-width="6"/>`, 0.28);
  const cup = { x: 400, base: 505, width: 250, height: 250, taper: 0.22, fill: 0.88, drink: ["#cf9257", "#b06e36", "#8a4c22"], top: { colour: "#e9bb84", depth: 14 } };
  out += glassOfDrink(a, cup, "", handle(515, 290, 430, 95, "#ffffff", 0.55));
  out += steam(400, 215, 170);
  for (const [x, y] of [[110, 520], [160, 545], [640, 530], [690, 560], [720, 505], [70, 470]] as const) out += onTable(x, y, cardamom(a, 0, 0, 26), 0.7);
  out += onTable(660, 450, cinnamonStick(a, 0, 0, 150, 8), 0.7);
  return out;
};

export const khaleeji = {
  "chicken-machboos": machboos,
  harees,
  luqaimat,
  "karak-chai": karakChai,
};
