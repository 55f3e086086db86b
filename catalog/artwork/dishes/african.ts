import { r1 } from "../parts/art";
import type { Dish } from "../parts/dish";
import { bayLeaf, choppedHerbs, date, leaf, pool, scatterLentils } from "../parts/garnish";
import { riceMound, swirl } from "../parts/grains";
import { citrusWedge, olive, pea, ringSlice, slice } from "../parts/produce";
import { chickenPiece, drumstick } from "../parts/protein";
import { blob } from "../parts/shapes";
import { napkin, tiles } from "../parts/surfaces";
import { bowl, plate, surface } from "../parts/vessels";

const table = (a: Parameters<Dish>[0]) => tiles(a, "#c9774a", "#f2d7a0", 110);
const cloth = "#1f6f5c";

/** Smoky red-orange party rice, fried plantain, a grilled chicken leg, onion rings and a bay leaf. */
const jollof: Dish = (a) => {
  let out = table(a) + napkin(a, 580, -60, 280, 200, 12, cloth, "#f2c14e");
  out += plate(a, 400, 300, 320, "#f6f1e6");
  out += riceMound(a, 370, 300, 215, 205, "#d2421c", {
    colours: [["#e9582a", 4], ["#d9441c", 3], ["#f27a3c", 2], ["#b8340f", 1], ["#f5a05a", 0.5]],
    count: 1300,
  });
  for (let i = 0; i < 6; i++) out += slice(a, 560 + (i % 2) * 40, 190 + i * 42, 46, 26, -30 + i * 6, "#9a4a12", "#f2a43a");
  out += drumstick(a, 330, 240, 62, -30, "#b3521c") + chickenPiece(a, 300, 370, 64, 20, "#a9481a");
  out += ringSlice(a, 450, 360, 34, "#f3e6d0", 7) + ringSlice(a, 470, 330, 28, "#f3e6d0", 7);
  out += bayLeaf(a, 420, 230, 80, -20) + choppedHerbs(a, 370, 300, 180, 170, 25);
  return out;
};

/** Chicken braised golden with saffron, green olives and preserved lemon in a clay tagine, its cone lid aside. */
const tagine: Dish = (a) => {
  let out = table(a);
  out += `<g transform="translate(700 90)"><circle r="170" fill="#2a1204" opacity=".25" transform="translate(10 14)"/><circle r="170" fill="${a.lit("#b85a2c", 0.35, 0.35)}"/>` +
    `<circle r="120" fill="none" stroke="#f2d7a0" stroke-width="10" stroke-dasharray="14 12"/><circle r="80" fill="${a.lit("#a44f26", 0.3, 0.3)}"/><circle r="30" fill="${a.lit("#c9733a", 0.4, 0.3)}"/></g>`;
  out += bowl(a, 360, 320, 290, "#b85a2c", "#9a4522", "#f2d7a0");
  out += surface(a, 360, 320, 246, "#d99a2a");
  out += pool(a, 330, 300, 180, 150, "#e8b43a", 0.5);
  out += chickenPiece(a, 300, 260, 76, -15, "#c9862e") + chickenPiece(a, 430, 300, 72, 30, "#c28030") + chickenPiece(a, 330, 400, 70, 10, "#c9862e");
  for (let i = 0; i < 12; i++) out += olive(a, ...a.inEllipse(360, 320, 200, 200), 20, false);
  for (const [x, y, t] of [[470, 400, 30], [230, 340, -60], [420, 190, 80]] as const) out += citrusWedge(a, x, y, 90, t, "lemon");
  out += choppedHerbs(a, 360, 320, 200, 200, 50);
  return out;
};

/** Hearty tomato, lentil and chickpea soup with lamb and herbs; dates and lemon beside it. */
const harira: Dish = (a) => {
  let out = table(a) + napkin(a, -70, 400, 300, 240, -12, cloth, "#f2c14e");
  out += bowl(a, 360, 290, 280, "#f2e6cc", "#f7efe0", "#1f6f5c");
  out += surface(a, 360, 290, 236, "#c8471f");
  out += swirl(a, 360, 290, 220, "#c8471f", 4, 0.5);
  out += scatterLentils(a, 360, 290, 210, "#7a4a22", 160);
  for (let i = 0; i < 16; i++) out += pea(a, ...a.inEllipse(360, 290, 190, 190), 15, "#e3bf7f", true);
  for (let i = 0; i < 9; i++) out += `<path d="${blob(a, ...a.inEllipse(360, 290, 170, 170), 18, 14, 0.3, a.between(0, 180), 6)}" fill="${a.lit("#7a3a1e", 0.3, 0.3)}"/>`;
  out += choppedHerbs(a, 360, 290, 170, 170, 60);
  out += `<circle cx="660" cy="130" r="110" fill="${a.lit("#f4ede0", 0.3, 0.2)}"/>`;
  for (let i = 0; i < 5; i++) out += date(a, 630 + (i % 2) * 50, 80 + i * 24, 90, 20 + i * 10);
  out += citrusWedge(a, 680, 460, 130, -20);
  return out;
};

/** A square of spongy apricot pudding, glossy with butter-cream sauce, in a pool of custard. */
const malva: Dish = (a) => {
  let out = table(a);
  out += plate(a, 400, 300, 310, "#f6f1e6");
  out += `<path d="${blob(a, 400, 310, 220, 190, 0.12, 0, 11)}" fill="${a.lit("#f6d47a", 0.3, 0.15)}"/>`;
  const top = `M270 180Q400 165 525 185Q540 300 520 420Q400 440 280 420Q262 300 270 180Z`;
  out += `<path d="${top}" fill="#2a1204" opacity=".3" transform="translate(10 16)"/><path d="${top}" fill="${a.lit("#b8631e", 0.35, 0.35)}"/>`;
  out += `<g clip-path="${a.clip(top)}">`;
  for (let i = 0; i < 40; i++) out += `<circle cx="${r1(a.between(275, 520))}" cy="${r1(a.between(185, 420))}" r="${r1(a.between(4, 10))}" fill="#8a3f0f" opacity=".5"/>`;
  out += `<path d="${blob(a, 360, 240, 80, 35, 0.3, -10)}" fill="#f7c36a" opacity=".45"/></g>`;
  out += pool(a, 430, 330, 60, 30, "#e88a2a", 0.6);
  out += leaf(a, 470, 200, 60, -40, "#3f8f3a") + leaf(a, 470, 200, 45, -100, "#4f9f48");
  return out;
};

export const african = {
  "jollof-rice": jollof,
  "moroccan-chicken-tagine": tagine,
  harira,
  "malva-pudding": malva,
};
