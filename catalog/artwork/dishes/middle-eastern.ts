import { r1 } from "../parts/art";
import { breadPiece, roll } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { choppedHerbs, dip, drizzle, dust, leaf, pool, sprig } from "../parts/garnish";
import { glassOfDrink, iceCube, onTable, straw, surfaceY } from "../parts/glass";
import { swirl } from "../parts/grains";
import { citrusSlice, citrusWedge, cucumber, lettuce, pea, slice, tomato } from "../parts/produce";
import { sideView, tiles } from "../parts/surfaces";
import { board, bowl, plate, surface } from "../parts/vessels";

const table = (a: Parameters<Dish>[0]) => tiles(a, "#efe4cc", "#5f8f3a", 120);

/** Swirled beige hummus on a plate, a pool of olive oil in the groove, paprika, whole chickpeas, parsley, pita. */
const hummus: Dish = (a) => {
  let out = table(a);
  for (const [x, y, t] of [[660, 120, 30], [720, 220, 80], [640, 500, -20], [110, 500, 200]] as const) out += breadPiece(a, x, y, 130, t);
  out += plate(a, 380, 300, 290, "#2f6e6a");
  out += surface(a, 380, 300, 232, "#e9cf9c");
  out += swirl(a, 380, 300, 225, "#e9cf9c", 5, 1) + swirl(a, 380, 300, 200, "#e9cf9c", 3, 1);
  out += pool(a, 380, 300, 105, 82, "#b59a1e", 0.9) + pool(a, 380, 300, 80, 60, "#cdb43a", 0.8);
  out += dust(a, 380, 300, 190, 170, "#c8361b", 190, 4.5);
  for (let i = 0; i < 8; i++) out += pea(a, ...a.inEllipse(380, 300, 60, 45), 18, "#dcb677", true);
  out += choppedHerbs(a, 380, 300, 120, 100, 20, ["#2f7d32", "#4f9d3a"], 7);
  return out;
};

/** Lettuce, tomato, cucumber and radish with toasted bread, mint, sumac and pomegranate molasses. */
const fattoush: Dish = (a) => {
  let out = table(a);
  out += bowl(a, 400, 300, 295, "#f3ede0", "#f7f2e8", "#5f8f3a");
  out += surface(a, 400, 300, 250, "#4f8f3a");
  for (let i = 0; i < 12; i++) out += lettuce(a, ...a.inEllipse(400, 300, 120, 120), a.between(150, 190), a.between(0, 360), a.pick(["#6fae4a", "#8cc05a", "#5b9a3c"]));
  const bits: string[] = [];
  for (let i = 0; i < 16; i++) {
    const [x, y] = a.inEllipse(400, 300, 200, 200);
    bits.push(`<rect x="${r1(x - 22)}" y="${r1(y - 20)}" width="44" height="40" rx="8" transform="rotate(${r1(a.between(0, 90))} ${r1(x)} ${r1(y)})" fill="${a.lit("#d9382a", 0.35, 0.3)}"/>`);
  }
  for (let i = 0; i < 9; i++) bits.push(cucumber(a, ...a.inEllipse(400, 300, 200, 200), 36, true, a.between(0, 360)));
  for (let i = 0; i < 8; i++) bits.push(slice(a, ...a.inEllipse(400, 300, 190, 190), 32, 30, 0, "#c2185b", "#fbf1f1"));
  for (let i = 0; i < 11; i++) bits.push(breadPiece(a, ...a.inEllipse(400, 300, 190, 190), 80, a.between(0, 360), true));
  for (let i = 0; i < 8; i++) bits.push(leaf(a, ...a.inEllipse(400, 300, 180, 180), 50, a.between(0, 360), "#2e8b3e"));
  out += bits.sort(() => a.random() - 0.5).join("");
  out += dust(a, 400, 300, 200, 190, "#8e1b2e", 200, 4.5);
  out += drizzle(a, [[280, 250], [380, 330], [520, 280]], "#5a0f1c", 6);
  return out;
};

/** Chicken shawarma wraps cut open on a board: spiced chicken, garlic sauce, pickles; tomato and more pickles aside. */
const shawarma: Dish = (a) => {
  let out = table(a) + board(a, 400, 300, 720, 500, 3, "#b9804a");
  const fillings = [
    { colour: "#f4efe2", count: 0, size: 0 },
    { colour: "#a6541e", count: 10, size: 16 },
    { colour: "#c46a2a", count: 7, size: 14 },
    { colour: "#8aa13a", count: 5, size: 12 },
    { colour: "#d9382a", count: 3, size: 11 },
  ];
  out += roll(a, 320, 170, 440, 150, -10, "#e0ae62", fillings, false, "#d8bf94");
  out += roll(a, 340, 320, 450, 150, -3, "#dca658", fillings, false, "#d8bf94");
  out += roll(a, 330, 465, 420, 145, 5, "#e3b36a", fillings, false, "#d8bf94");
  out += dip(a, 665, 170, 75, "#f8f4ea");
  for (let i = 0; i < 6; i++) out += cucumber(a, 640 + (i % 3) * 40, 330 + Math.floor(i / 3) * 50, 26, false, a.between(0, 90));
  out += tomato(a, 690, 470, 44) + citrusWedge(a, 610, 520, 90, 20);
  return out;
};

/** A frosty glass of pale green lemon-mint slush with ice, a lemon slice and mint; lemons beside it. */
const lemonMint: Dish = (a) => {
  let out = sideView(a, "#d8c27a", "#8a6a3a", 420);
  const glass = { x: 390, base: 540, width: 240, height: 390, taper: 0.2, fill: 0.88, drink: ["#d8ea8c", "#b5d65a", "#9cc44a"], top: { colour: "#eef6c8", depth: 12 } };
  const top = surfaceY(glass);
  let inside = "";
  for (let i = 0; i < 12; i++) inside += `<circle cx="${r1(a.between(300, 480))}" cy="${r1(a.between(top + 30, 500))}" r="${r1(a.between(3, 7))}" fill="#2f7d32" opacity=".7"/>`;
  inside += iceCube(350, top + 10, 50, 20) + iceCube(425, top + 14, 46, -15);
  inside += sprig(a, 360, top - 5, 110, -70, "#2f8a3a", 3) + straw(440, top, 520, 130, "#2f8a3a");
  out += glassOfDrink(a, glass, inside);
  out += citrusSlice(a, 282, top - 22, 58);
  out += onTable(630, 510, citrusSlice(a, 0, 0, 70) + citrusWedge(a, 100, 30, 110, 20), 0.6);
  out += onTable(140, 520, sprig(a, 0, 0, 140, -10, "#2f8a3a", 3), 0.6);
  return out;
};

export const middleEastern = {
  hummus,
  fattoush,
  "chicken-shawarma": shawarma,
  "lemon-mint-juice": lemonMint,
};
