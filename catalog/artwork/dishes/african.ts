import { r1 } from "../parts/art";
import type { Dish } from "../parts/dish";
import { bayLeaf, choppedHerbs, date, leaf, pool, scatterLentils } from "../parts/garnish";
import { riceMound, swirl } from "../parts/grains";
import { citrusWedge, olive, pea, ringSlice, slice } from "../parts/produce";
import { chickenPiece, drumstick } from "../parts/protein";
import { blob } from "../parts/shapes";
import { napkin, sideView, tiles } from "../parts/surfaces";
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

/** A square of spongy apricot pudding seen from above the table, glossy with its butter-cream sauce, in custard. */
const malva: Dish = (a) => {
  let out = sideView(a, "#e0ae84", "#9a5a36", 290);
  out += `<ellipse cx="400" cy="450" rx="350" ry="125" fill="${a.glow("#2a1204", 0.4, 0.8)}"/>`;
  out += `<ellipse cx="400" cy="430" rx="340" ry="125" fill="${a.lit("#f7f3ea", 0.3, 0.15)}"/>`;
  out += `<path d="${blob(a, 400, 432, 270, 92, 0.06, 0, 12)}" fill="${a.lit("#f6d47a", 0.3, 0.2)}"/>`;
  const faces = {
    top: "M240 285L410 235L570 285L400 340Z",
    left: "M240 285L400 340L400 465L240 410Z",
    right: "M400 340L570 285L570 410L400 465Z",
  };
  const sponge = (d: string, colour: string) => {
    let holes = "";
    for (let i = 0; i < 70; i++) holes += `<ellipse cx="${r1(a.between(240, 570))}" cy="${r1(a.between(290, 465))}" rx="${r1(a.between(3, 7))}" ry="${r1(a.between(2, 5))}" fill="#7a3a0e" opacity=".45"/>`;
    return `<path d="${d}" fill="${colour}"/><g clip-path="${a.clip(d)}">${holes}</g>`;
  };
  out += sponge(faces.left, "#e5a64c") + sponge(faces.right, "#c98630");
  out += `<path d="${faces.top}" fill="${a.lit("#9a4712", 0.35, 0.3)}"/>`;
  let drips = "";
  for (const [x, y, dx] of [[265, 293, 1], [310, 306, 1], [355, 322, 1], [445, 325, -1], [500, 308, -1], [545, 293, -1]] as const) {
    drips += `M${x - 10} ${y}L${x - 10} ${r1(y + a.between(25, 70))}a10 10 0 0 0 20 0L${x + 10} ${y + dx * 3}Z`;
  }
  out += `<path d="${drips}" fill="#8a3a0e" opacity=".9"/>`;
  out += `<path d="${blob(a, 380, 272, 70, 16, 0.25, -14)}" fill="#fff" opacity=".35"/>`;
  out += leaf(a, 430, 250, 60, -40, "#3f8f3a") + leaf(a, 430, 250, 45, -100, "#4f9f48");
  return out;
};

export const african = {
  "jollof-rice": jollof,
  "moroccan-chicken-tagine": tagine,
  harira,
  "malva-pudding": malva,
};
