import { flatbread } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { r1 } from "../parts/art";
import { choppedHerbs, drizzle, dust, pool, shreds, walnut } from "../parts/garnish";
import { swirl } from "../parts/grains";
import { cheeseBlock, citrusSlice, citrusWedge, cucumber, garlic, olive, ringSlice, tomatoWedge } from "../parts/produce";
import { along, chunk, fillet, skewer } from "../parts/protein";
import { linen, napkin } from "../parts/surfaces";
import { board, bowl, plate, surface } from "../parts/vessels";

const table = (a: Parameters<Dish>[0]) => linen(a, "#e9e4d8", "#2f7f95");
const blue = "#1f6f8b";

/** Tomato wedges, cucumber, green pepper and red onion rings, black olives and a whole slab of feta with oregano. */
const greekSalad: Dish = (a) => {
  let out = table(a);
  out += bowl(a, 400, 300, 295, "#f4f1ea", "#f7f4ee", blue);
  out += surface(a, 400, 300, 250, "#a9c47a");
  const pieces: string[] = [];
  for (let i = 0; i < 16; i++) pieces.push(tomatoWedge(a, ...a.inEllipse(400, 300, 190, 190), a.between(100, 120), a.between(0, 360)));
  for (let i = 0; i < 16; i++) pieces.push(cucumber(a, ...a.inEllipse(400, 300, 200, 200), a.between(40, 48), a.random() > 0.5, a.between(0, 360)));
  for (let i = 0; i < 6; i++) pieces.push(ringSlice(a, ...a.inEllipse(400, 300, 190, 190), a.between(40, 52), "#5f9f33", 11));
  for (let i = 0; i < 7; i++) pieces.push(ringSlice(a, ...a.inEllipse(400, 300, 190, 190), a.between(36, 48), "#9b3f82", 10));
  for (let i = 0; i < 12; i++) pieces.push(olive(a, ...a.inEllipse(400, 300, 200, 200), 22));
  pieces.sort(() => a.random() - 0.5);
  out += pieces.join("");
  out += cheeseBlock(a, 400, 290, 190, 120, -8);
  out += dust(a, 400, 290, 80, 50, "#5d6b2a", 120, 3.5);
  out += drizzle(a, [[300, 380], [400, 400], [500, 370]], "#c9b52a", 5);
  return out;
};

/** Two grilled white fish fillets on a long plate with lemon halves, garlic and parsley. */
const grilledFish: Dish = (a) => {
  let out = table(a) + napkin(a, 560, 420, 320, 240, -12, blue);
  out += plate(a, 400, 300, 360, "#f6f3ec", 250);
  out += fillet(a, 380, 240, 380, -8, "#ebc27a") + fillet(a, 420, 350, 370, 6, "#e7b86c");
  out += citrusSlice(a, 650, 250, 52) + citrusSlice(a, 150, 330, 48) + citrusWedge(a, 640, 380, 100, -30);
  out += garlic(a, 170, 230, 18) + garlic(a, 200, 420, 16) + garlic(a, 600, 170, 16);
  out += choppedHerbs(a, 400, 300, 230, 120, 70, ["#2f7d32", "#4f9d3a"], 8);
  out += dust(a, 400, 300, 200, 100, "#b5421a", 60, 4);
  return out;
};

/** Chicken skewers charred at the edges on warm pita, with a bowl of tzatziki and lemon. */
const souvlaki: Dish = (a) => {
  let out = table(a) + board(a, 400, 310, 700, 470, -4);
  out += flatbread(a, 330, 320, 250, 215, "#efd39b");
  for (const [y, tilt] of [[190, -14], [310, -8], [430, -2]] as const) {
    const [x1, y1, x2, y2] = [70, y + 30, 610, y - 30 + tilt];
    out += skewer(x1, y1, x2, y2, "#caa36a", false);
    for (const [x, yy] of along(x1, y1, x2, y2, 7, 0.12, 0.9)) out += chunk(a, x, yy, a.between(78, 88), a.pick(["#dc9a40", "#cf8a32", "#e4aa50"]), "#4a2008", a.between(-40, 40), 0.2);
  }
  out += dust(a, 340, 310, 240, 160, "#4d6a2a", 140, 3.5);
  out += bowl(a, 650, 430, 120, "#f4f1ea", "#f7f4ee", blue);
  out += surface(a, 650, 430, 100, "#f3f0e4") + swirl(a, 650, 430, 88, "#efeadc", 3, 0.8);
  out += shreds(a, 650, 430, 70, 70, 30, ["#5f8f3a", "#9cc06a"], 4, 12);
  out += pool(a, 650, 420, 28, 20, "#c9b52a", 0.8);
  out += citrusWedge(a, 690, 170, 140, 15);
  return out;
};

/** Thick white yoghurt in a bowl, golden honey poured over in threads, toasted walnuts and cinnamon. */
const yogurtHoney: Dish = (a) => {
  let out = table(a) + napkin(a, -70, 400, 300, 240, 14, blue);
  out += bowl(a, 400, 300, 280, "#2b6e86", "#f5f2ea");
  out += surface(a, 400, 300, 236, "#fbf9f3") + swirl(a, 400, 300, 220, "#f6f3ea", 5, 0.8);
  out += pool(a, 400, 295, 100, 80, "#eba624", 0.7);
  const loop = Array.from({ length: 22 }, (_, i): [number, number] => [r1(400 + Math.cos(i * 0.5) * (70 + i * 6)), r1(300 + Math.sin(i * 0.5) * (60 + i * 5))]);
  out += drizzle(a, loop, "#e9a01c", 8, 6);
  for (const [x, y] of [[380, 270], [440, 290], [400, 330], [350, 320], [450, 340], [410, 240], [340, 270]] as const) out += walnut(a, x, y, 40);
  out += dust(a, 400, 300, 170, 150, "#8a4a1f", 90, 3.5);
  out += walnut(a, 720, 120, 40) + walnut(a, 690, 520, 38) + walnut(a, 80, 110, 40);
  return out;
};

export const mediterranean = {
  "greek-salad": greekSalad,
  "lemon-garlic-grilled-fish": grilledFish,
  "chicken-souvlaki": souvlaki,
  "greek-yogurt-honey-walnuts": yogurtHoney,
};
