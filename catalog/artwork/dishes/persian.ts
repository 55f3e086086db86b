import { r1 } from "../parts/art";
import type { Dish } from "../parts/dish";
import { choppedHerbs, dust, leaf, loomi, nut, sprig } from "../parts/garnish";
import { glassOfDrink, iceCube, onTable, surfaceY } from "../parts/glass";
import { grainsIn, riceMound, scatter } from "../parts/grains";
import { bean, citrusSlice, tomato } from "../parts/produce";
import { along, chunk, skewer } from "../parts/protein";
import { blob } from "../parts/shapes";
import { sideView, tiles } from "../parts/surfaces";
import { bowl, plate, surface } from "../parts/vessels";

const table = (a: Parameters<Dish>[0]) => tiles(a, "#dfe7e6", "#2b6f9a", 150);
const white = { colours: [["#fbf7ee", 5], ["#efe6d2", 2], ["#ffffff", 1]], count: 900 } as const;

/** Saffron-gold chicken on flat skewers over white rice with a saffron crown, and blistered grilled tomatoes. */
const joojeh: Dish = (a) => {
  let out = table(a);
  out += plate(a, 400, 300, 370, "#f5f1e8", 270);
  out += riceMound(a, 270, 300, 170, 170, "#efe6d2", white);
  out += grainsIn(a, 250, 260, 80, 60, { colours: [["#f2a313", 3], ["#f7c948", 1]], count: 160 });
  for (const [y, tilt] of [[230, -6], [360, 4]] as const) {
    const [x1, y1, x2, y2] = [120, y + 20, 690, y - 10 + tilt];
    out += skewer(x1, y1, x2, y2, "#c9c6bf");
    for (const [x, yy] of along(x1, y1, x2, y2, 6, 0.2, 0.9)) out += chunk(a, x, yy, a.between(82, 92), a.pick(["#f3a41f", "#eb9418", "#f6b535"]), "#6b2a0c");
  }
  out += tomato(a, 620, 470, 48, true) + tomato(a, 520, 490, 42, true) + tomato(a, 640, 135, 44, true);
  out += citrusSlice(a, 190, 470, 40);
  return out;
};

/** A deep green herb stew with lamb, kidney beans and loomi, and a plate of saffron rice beside it. */
const ghormehSabzi: Dish = (a) => {
  let out = table(a);
  out += plate(a, 650, 420, 210) + riceMound(a, 650, 420, 160, 160, "#efe6d2", { ...white, count: 600 });
  out += grainsIn(a, 630, 390, 70, 50, { colours: [["#f2a313", 3], ["#f7c948", 1]], count: 110 });
  out += bowl(a, 330, 270, 270, "#e9dcc2", "#f2ebdc", "#2b6f9a");
  out += surface(a, 330, 270, 226, "#3d5a1c");
  out += scatter(a, 330, 270, 210, 210, ["#2d4a12", "#4f6e22", "#5f7f2a", "#34501a"], 600, 9);
  out += `<path d="${blob(a, 320, 260, 190, 180, 0.15, 0, 12)}" fill="#8a6a12" opacity=".22"/>`;
  for (let i = 0; i < 8; i++) out += `<path d="${blob(a, ...a.inEllipse(330, 270, 160, 160), 28, 22, 0.25, a.between(0, 180), 7)}" fill="${a.lit("#6b3a1e", 0.3, 0.3)}"/>`;
  for (let i = 0; i < 14; i++) out += bean(a, ...a.inEllipse(330, 270, 170, 170), 30, a.between(0, 360), "#6e1a22");
  out += loomi(a, 270, 200, 34) + loomi(a, 410, 330, 30);
  out += choppedHerbs(a, 330, 270, 180, 180, 30, ["#4f7f2a", "#6f9f3a"], 6);
  return out;
};

/** Golden saffron rice pudding with a cinnamon lattice, slivered almonds and pistachios. */
const sholehZard: Dish = (a) => {
  let out = table(a);
  out += bowl(a, 400, 300, 290, "#2b6f9a", "#f3ecdc", "#f2d27a");
  out += surface(a, 400, 300, 246, "#f3b11c");
  out += scatter(a, 400, 300, 230, 230, ["#f7c23f", "#e9a010"], 260, 8);
  let lattice = "";
  for (let i = -2; i <= 2; i++) lattice += `M${400 + i * 85 - 200} 100l400 400M${400 + i * 85 + 200} 100l-400 400`;
  const inside = blob(a, 400, 300, 200, 200, 0, 0, 24);
  out += `<g clip-path="${a.clip(inside)}"><path d="${lattice}" stroke="#8a4418" stroke-width="5" stroke-linecap="round" opacity=".75"/></g>`;
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * Math.PI * 2;
    out += nut(a, r1(400 + Math.cos(t) * 222), r1(300 + Math.sin(t) * 222), 13, i % 2 ? "almond" : "pistachio");
  }
  for (let i = 0; i < 6; i++) {
    const t = (i / 6) * Math.PI * 2;
    out += nut(a, r1(400 + Math.cos(t) * 26), r1(300 + Math.sin(t) * 26), 14, i % 2 ? "pistachio" : "almond");
  }
  return out;
};

/** A tall glass of white, lightly fizzy yoghurt drink flecked with dried mint, a mint sprig, ice. */
const doogh: Dish = (a) => {
  let out = sideView(a, "#9fb9a9", "#6e5a44", 420);
  const glass = { x: 390, base: 545, width: 220, height: 400, taper: 0.12, fill: 0.9, drink: ["#fbfaf4", "#f1efe6", "#e3e1d6"], top: { colour: "#ffffff", depth: 20 } };
  const top = surfaceY(glass);
  let inside = "";
  for (let i = 0; i < 40; i++) inside += `<circle cx="${r1(a.between(300, 475))}" cy="${r1(a.between(top + 12, 520))}" r="${r1(a.between(1.5, 3.5))}" fill="#5d7a3a" opacity=".8"/>`;
  for (let i = 0; i < 14; i++) inside += `<circle cx="${r1(a.between(300, 475))}" cy="${r1(a.between(top + 20, 520))}" r="${r1(a.between(3, 6))}" fill="none" stroke="#fff" stroke-width="1.5" opacity=".9"/>`;
  inside += dust(a, 390, top, 80, 8, "#5d7a3a", 50, 3.5) + iceCube(350, top + 6, 44, 15);
  inside += sprig(a, 420, top + 4, 130, -75, "#2f8a3a", 3);
  out += glassOfDrink(a, glass, inside);
  out += onTable(640, 515, sprig(a, -80, 0, 170, 10, "#2f8a3a", 3) + leaf(a, -40, 50, 50, 30, "#3f9a48"), 0.6);
  out += onTable(150, 520, `<circle r="70" fill="${a.lit("#f4efe4", 0.3, 0.2)}"/>${dust(a, 0, 0, 50, 50, "#5d7a3a", 140, 4)}`, 0.55);
  return out;
};

export const persian = {
  "joojeh-kabab": joojeh,
  "ghormeh-sabzi": ghormehSabzi,
  "sholeh-zard": sholehZard,
  doogh,
};
