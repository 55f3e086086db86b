import { r1 } from "../parts/art";
import type { Dish } from "../parts/dish";
import { choppedHerbs, cinnamonStick, dust, sprig } from "../parts/garnish";
import { glassOfDrink, iceCube, onTable, surfaceY } from "../parts/glass";
import { riceMound } from "../parts/grains";
import { bean, bonnet, citrusWedge, ringSlice, slice } from "../parts/produce";
import { chickenPiece, drumstick } from "../parts/protein";
import { blob, heap } from "../parts/shapes";
import { sideView, wood } from "../parts/surfaces";
import { board, bowl, plate } from "../parts/vessels";

const table = (a: Parameters<Dish>[0]) => wood(a, "#3f8f8a", 6);

/** Spice-rubbed chicken charred almost black at the edges, lime, spring onion and scotch bonnets. */
const jerkChicken: Dish = (a) => {
  let out = table(a) + board(a, 400, 300, 720, 500, -3, "#c48a52");
  const pieces = [[250, 220, 90, -20], [430, 200, 80, 30], [330, 370, 88, 10], [520, 350, 78, -30]] as const;
  for (const [x, y, r, t] of pieces) out += chickenPiece(a, x, y, r, t, "#8f2f12", "#1e0a04");
  out += drumstick(a, 600, 200, 56, -140, "#932f10", "#1e0a04") + drumstick(a, 190, 430, 54, 20, "#8a2a0e", "#1e0a04");
  for (const [x, y, r, t] of pieces) {
    out += `<path d="M${x - r * 0.6} ${y - r * 0.2}l${r * 0.5} ${-r * 0.35}M${x - r * 0.4} ${y + r * 0.25}l${r * 0.8} ${-r * 0.55}M${x} ${y + r * 0.4}l${r * 0.5} ${-r * 0.35}" transform="rotate(${t} ${x} ${y})" stroke="#140603" stroke-width="9" stroke-linecap="round" opacity=".75"/>`;
  }
  out += choppedHerbs(a, 390, 290, 260, 170, 60, ["#4f9a2a", "#7cc04a", "#e8f0c8"], 8);
  out += citrusWedge(a, 660, 450, 130, -20, "lime") + citrusWedge(a, 120, 160, 120, 30, "lime");
  out += bonnet(a, 680, 330, 36) + bonnet(a, 110, 300, 32, "#e8a21a");
  return out;
};

/** White coconut rice studded with red kidney beans, thyme, spring onion and a whole scotch bonnet. */
const riceAndPeas: Dish = (a) => {
  let out = table(a);
  out += bowl(a, 400, 300, 295, "#e9dcc2", "#f4ecdc", "#e0703a");
  out += riceMound(a, 400, 300, 248, 248, "#efe6d0", { colours: [["#fbf6ea", 4], ["#efe4cc", 2], ["#f6edd6", 2]], count: 1500 });
  for (let i = 0; i < 34; i++) out += bean(a, ...a.inEllipse(400, 300, 215, 215), a.between(30, 36), a.between(0, 360), "#7a1a26");
  for (let i = 0; i < 10; i++) out += ringSlice(a, ...a.inEllipse(400, 300, 200, 200), 9, "#5fa03a", 5);
  out += sprig(a, 300, 380, 170, -40, "#4f7a3a", 8, 0.3) + sprig(a, 520, 400, 140, -120, "#4f7a3a", 7, 0.3) + bonnet(a, 470, 240, 42);
  return out;
};

/** Slices of ripe plantain fried until caramelised, a lime wedge and a pinch of chilli. */
const friedPlantains: Dish = (a) => {
  let out = table(a);
  out += plate(a, 400, 300, 320, "#f6f1e6");
  for (const [x, y] of heap(a, 390, 300, 210, 190, 15, 0)) {
    const t = a.between(-40, -20);
    out += `<ellipse cx="${r1(x + 6)}" cy="${r1(y + 9)}" rx="66" ry="38" transform="rotate(${r1(t)} ${r1(x + 6)} ${r1(y + 9)})" fill="#2a1204" opacity=".25"/>`;
    out += slice(a, x, y, 66, 38, t, "#6e2a08", a.pick(["#e8962a", "#f0a83a", "#df8420"]));
    out += `<path d="${blob(a, x, y, 40, 20, 0.3, t)}" fill="#f7c45a" opacity=".55"/><path d="${blob(a, x - 14, y - 8, 22, 7, 0.3, t)}" fill="#fff3c8" opacity=".5"/>`;
  }
  out += dust(a, 400, 300, 200, 170, "#a8240f", 80, 4);
  out += citrusWedge(a, 650, 470, 140, -30, "lime");
  return out;
};

/** Ruby-red hibiscus drink over ice with orange peel and a cinnamon stick; dried flowers on the table. */
const sorrel: Dish = (a) => {
  let out = sideView(a, "#e7b7a0", "#5a3a2a", 420);
  const glass = { x: 390, base: 540, width: 250, height: 330, taper: 0.1, fill: 0.82, drink: ["#c0182e", "#8e0f22", "#5e0716"] };
  const top = surfaceY(glass);
  let inside = iceCube(340, top + 20, 60, 15) + iceCube(420, top + 30, 56, -20) + iceCube(380, top + 80, 52, 40);
  inside += `<path d="M${430} ${r1(top - 40)}q40 60 10 140" fill="none" stroke="#f08a24" stroke-width="14" stroke-linecap="round"/>`;
  inside += `<g transform="rotate(-70 350 ${r1(top)})">${cinnamonStick(a, 350, top, 200, 0)}</g>`;
  out += glassOfDrink(a, glass, inside);
  const flower = (x: number, y: number) => {
    let petals = "";
    for (let i = 0; i < 5; i++) petals += `<path d="${blob(a, Math.cos(i * 1.26) * 22, Math.sin(i * 1.26) * 22, 22, 14, 0.3, i * 72, 7)}" fill="${a.lit("#8e1024", 0.3, 0.4)}"/>`;
    return onTable(x, y, petals + `<circle r="9" fill="#5e0716"/>`, 0.6);
  };
  out += flower(620, 500) + flower(700, 540) + flower(660, 570) + flower(130, 540);
  out += onTable(160, 490, cinnamonStick(a, 0, 0, 150, 15), 0.7);
  return out;
};

export const caribbean = {
  "jerk-chicken": jerkChicken,
  "rice-and-peas": riceAndPeas,
  "fried-plantains": friedPlantains,
  "sorrel-drink": sorrel,
};
