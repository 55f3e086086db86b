import { r1 } from "../parts/art";
import { roll } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { bayLeaf, choppedHerbs, dip, pool, shreds } from "../parts/garnish";
import { noodles, riceMound } from "../parts/grains";
import { citrusSlice, garlic, lettuce, pea } from "../parts/produce";
import { chickenPiece, drumstick, prawn } from "../parts/protein";
import { blob } from "../parts/shapes";
import { napkin, sideView, wood } from "../parts/surfaces";
import { bowl, plate, surface } from "../parts/vessels";

const red = "#b91c1c";
const table = (a: Parameters<Dish>[0]) => wood(a, "#c99a5e", 8);

/** Chicken braised dark and glossy in soy and vinegar, garlic, bay leaves and peppercorns, with white rice. */
const adobo: Dish = (a) => {
  let out = table(a) + napkin(a, 580, 420, 300, 220, -14, red);
  out += plate(a, 640, 150, 200) + riceMound(a, 640, 150, 150, 140, "#f1ece0", { colours: [["#fbf8f0", 4], ["#ebe4d4", 2]], count: 500 });
  out += bowl(a, 340, 320, 280, "#2d3f5c", "#e6e0d4");
  out += surface(a, 340, 320, 236, "#4a230f");
  out += pool(a, 340, 320, 200, 190, "#6b3416", 0.6);
  out += chickenPiece(a, 280, 260, 80, -20, "#6e3514", "#2e1206") + drumstick(a, 400, 250, 60, -40, "#74391a", "#2e1206");
  out += chickenPiece(a, 390, 390, 78, 25, "#6e3514", "#2e1206") + chickenPiece(a, 250, 390, 62, 70, "#6a3212", "#2e1206");
  for (let i = 0; i < 8; i++) out += garlic(a, ...a.inEllipse(340, 320, 190, 190), 16);
  out += bayLeaf(a, 200, 300, 90, -60) + bayLeaf(a, 460, 330, 85, 40) + bayLeaf(a, 330, 180, 80, 10);
  for (let i = 0; i < 14; i++) out += pea(a, ...a.inEllipse(340, 320, 200, 200), 5, "#2a1a10");
  return out;
};

/** Golden egg noodles stir-fried with carrot, cabbage, chicken and prawns, calamansi halves aside. */
const pancit: Dish = (a) => {
  let out = table(a) + napkin(a, -60, -50, 280, 220, -12, red);
  out += plate(a, 400, 300, 320, "#f6f1e6");
  out += noodles(a, 400, 300, 235, "#d9a13e", 140, 5.5);
  out += shreds(a, 400, 300, 200, 190, 60, ["#ee7a1e", "#f08c2e"], 5, 26);
  for (let i = 0; i < 12; i++) out += `<path d="${blob(a, ...a.inEllipse(400, 300, 200, 190), a.between(18, 30), a.between(10, 16), 0.3, a.between(0, 180), 7)}" fill="${a.lit("#d8e6a8", 0.3, 0.2)}"/>`;
  for (let i = 0; i < 8; i++) out += `<path d="${blob(a, ...a.inEllipse(400, 300, 180, 170), 26, 12, 0.15, a.between(0, 180), 8)}" fill="${a.lit("#f0d9b0", 0.3, 0.3)}"/>`;
  for (const [x, y, t] of [[330, 230, 20], [480, 260, 160], [420, 380, 80], [300, 360, 250], [510, 370, 300]] as const) out += prawn(x, y, 26, t);
  out += choppedHerbs(a, 400, 300, 190, 180, 40, ["#3f8f3a", "#5fb04a"], 8);
  out += citrusSlice(a, 680, 470, 40, "calamansi") + citrusSlice(a, 720, 400, 36, "calamansi") + citrusSlice(a, 100, 480, 38, "calamansi");
  return out;
};

/** Crisp golden spring rolls on a plate, two cut open, a dish of sweet chilli sauce. */
const springRolls: Dish = (a) => {
  let out = table(a) + napkin(a, 580, -60, 280, 200, 14, red);
  out += plate(a, 360, 320, 300, "#f6f1e6");
  out += lettuce(a, 200, 210, 250, 10, "#7cb342");
  const inside = [
    { colour: "#e8e2b8", count: 0, size: 0 },
    { colour: "#ee7a1e", count: 8, size: 9 },
    { colour: "#9ccc65", count: 8, size: 9 },
    { colour: "#f4efd6", count: 5, size: 8 },
  ];
  for (const [y, t] of [[200, -24], [280, -20], [360, -16], [440, -12]] as const) out += roll(a, 330, y, 330, 80, t, "#d9923a", inside, true);
  out += dip(a, 640, 450, 95, "#e0461e", "#8a1a10");
  out += pool(a, 640, 450, 50, 40, "#f06a3a", 0.4);
  return out;
};

/** Silky caramel custard turned out on a plate, seen from the side: amber top, caramel running down, a pool round it. */
const lecheFlan: Dish = (a) => {
  let out = sideView(a, "#e9c9a0", "#b07a48", 300) + napkin(a, 560, 380, 320, 260, -8, red);
  out += `<ellipse cx="400" cy="420" rx="330" ry="140" fill="${a.glow("#2a1204", 0.4, 0.8)}"/>`;
  out += `<ellipse cx="390" cy="400" rx="320" ry="130" fill="${a.lit("#f7f3ea", 0.3, 0.15)}"/><ellipse cx="390" cy="400" rx="250" ry="98" fill="#efe8da"/>`;
  out += `<path d="${blob(a, 390, 405, 240, 88, 0.08, 0, 12)}" fill="${a.lit("#b5560c", 0.35, 0.3)}"/>`;
  const [top, bottom, half] = [250, 400, 170];
  let drips = "";
  for (let i = 0; i < 9; i++) {
    const x = 390 - half + 20 + i * ((half * 2 - 40) / 8);
    drips += `M${r1(x - 14)} ${top + 10}V${r1(top + a.between(40, 110))}a14 14 0 0 0 28 0V${top + 10}Z`;
  }
  out += `<path d="M${390 - half} ${top}V${bottom}A${half} 55 0 0 0 ${390 + half} ${bottom}V${top}Z" fill="${a.linear(["#f9d77a", "#f3c356", "#e3a636"], 0)}"/>`;
  out += `<path d="${drips}" fill="#b8560e" opacity=".9"/>`;
  out += `<ellipse cx="390" cy="${top}" rx="${half}" ry="55" fill="${a.lit("#b04f0a", 0.45, 0.3)}"/>`;
  out += `<path d="${blob(a, 340, 238, 60, 14, 0.2, -4)}" fill="#fff" opacity=".4"/><path d="M${390 - half + 12} ${top + 40}V${bottom - 20}" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"/>`;
  return out;
};

export const asian = {
  "chicken-adobo": adobo,
  "pancit-canton": pancit,
  "vegetable-spring-rolls": springRolls,
  "leche-flan": lecheFlan,
};
