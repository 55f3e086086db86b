import { r1 } from "../parts/art";
import { flatbread } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { choppedHerbs, drizzle, dust, spiral } from "../parts/garnish";
import { swirl } from "../parts/grains";
import { chilli, citrusWedge, ringSlice, tomato } from "../parts/produce";
import { patty } from "../parts/protein";
import { blob } from "../parts/shapes";
import { marble, napkin } from "../parts/surfaces";
import { bowl, pan, plate, surface } from "../parts/vessels";

const red = "#b3122f";
const table = (a: Parameters<Dish>[0]) => marble(a, "#ece6dc", "#9a8f80");

/** Slices of crusty bread, for the side of a plate. */
function bread(a: Parameters<Dish>[0], x: number, y: number, angle: number): string {
  return `<g transform="rotate(${angle} ${x} ${y})"><path d="${blob(a, x, y, 80, 55, 0.08)}" fill="${a.lit("#b9742f", 0.3, 0.3)}"/><path d="${blob(a, x - 3, y - 3, 68, 44, 0.1)}" fill="${a.lit("#f4e2bc", 0.3, 0.15)}"/>` +
    `${dust(a, x - 3, y - 3, 55, 35, "#d9bf8c", 40, 5)}</g>`;
}

/** Smooth golden-orange lentil soup with a swirl of red chilli butter, dried mint and lemon. */
const mercimek: Dish = (a) => {
  let out = table(a) + napkin(a, 560, -60, 300, 220, 12, red);
  out += bowl(a, 380, 310, 285, "#8a2f1c", "#f3e3cf", "#f2d9b0");
  out += surface(a, 380, 310, 242, "#eb8a26");
  out += swirl(a, 380, 310, 225, "#eb8a26", 4, 0.6);
  out += drizzle(a, spiral(380, 310, 150, 8), "#b8231a", 9);
  out += dust(a, 380, 310, 150, 140, "#3f5a1e", 140, 4) + dust(a, 380, 310, 120, 110, "#8a1a10", 60, 4);
  out += citrusWedge(a, 690, 400, 130, -30) + citrusWedge(a, 700, 510, 120, 10);
  out += bread(a, 110, 130, -20);
  return out;
};

/** Soft scrambled eggs in fresh tomato and green pepper, in a copper pan with two handles, bread beside. */
const menemen: Dish = (a) => {
  let out = table(a) + bread(a, 690, 470, 20) + bread(a, 700, 350, -10);
  out += pan(a, 360, 300, 275, "#b8662f", "ears", 0);
  out += surface(a, 360, 300, 250, "#c7341e");
  for (let i = 0; i < 16; i++) {
    const [x, y] = a.inEllipse(360, 300, 190, 190);
    out += `<path d="${blob(a, x, y, a.between(26, 40), a.between(20, 30), 0.3, a.between(0, 180), 9)}" fill="${a.lit("#f7dc74", 0.4, 0.2)}"/>`;
    out += `<path d="${blob(a, x - 5, y - 5, 10, 7, 0.3, 0, 6)}" fill="#fffbe4" opacity=".8"/>`;
  }
  for (let i = 0; i < 12; i++) {
    const [x, y] = a.inEllipse(360, 300, 200, 200);
    out += `<path d="${blob(a, x, y, 20, 9, 0.2, a.between(0, 180), 7)}" fill="${a.lit("#4f9a2a", 0.35, 0.3)}"/>`;
  }
  out += dust(a, 360, 300, 200, 200, "#8a1a10", 180, 4.5) + choppedHerbs(a, 360, 300, 180, 180, 30);
  return out;
};

/** Grilled köfte with an onion-sumac salad, charred tomatoes, a green pepper and bread. */
const kofte: Dish = (a) => {
  let out = table(a) + flatbread(a, 660, 120, 200, 160, "#ecd09a");
  out += plate(a, 380, 320, 300);
  out += ringSlice(a, 470, 230, 40, "#b05aa0", 10) + ringSlice(a, 520, 280, 36, "#b05aa0", 10) + ringSlice(a, 480, 310, 32, "#b05aa0", 9);
  for (let i = 0; i < 8; i++) out += ringSlice(a, ...a.inEllipse(490, 270, 70, 60), a.between(22, 34), "#c77ab6", 8);
  out += dust(a, 490, 270, 80, 70, "#8e1b2e", 90, 4.5) + choppedHerbs(a, 490, 270, 80, 70, 25);
  out += patty(a, 300, 230, 190, -28) + patty(a, 290, 330, 200, -18) + patty(a, 330, 430, 190, -8) + patty(a, 430, 400, 180, -40);
  out += tomato(a, 200, 430, 40, true) + tomato(a, 560, 400, 42, true);
  out += chilli(a, 420, 160, 200, 10, "#5f9f33");
  return out;
};

/** Baked rice pudding in clay dishes, its top browned in patches, dusted with cinnamon. */
const sutlac: Dish = (a) => {
  let out = table(a) + napkin(a, -60, -40, 300, 220, -14, red);
  const pot = (x: number, y: number, r: number) => {
    let top = bowl(a, x, y, r, "#a5502a", "#c06a3a") + surface(a, x, y, r * 0.84, "#f6ecd8");
    for (let i = 0; i < 9; i++) {
      const [bx, by] = a.inEllipse(x, y, r * 0.6, r * 0.6);
      top += `<path d="${blob(a, bx, by, r * a.between(0.12, 0.24), r * a.between(0.1, 0.18), 0.3, a.between(0, 180), 8)}" fill="#b8692a" opacity="${r1(a.between(0.45, 0.8))}"/>`;
    }
    return top + dust(a, x, y, r * 0.7, r * 0.7, "#7a3614", 120, 3.5);
  };
  out += pot(330, 310, 250) + pot(650, 470, 170);
  out += `<path d="M560 120l170 -40" stroke="#c9c6bf" stroke-width="16" stroke-linecap="round"/><ellipse cx="540" cy="126" rx="40" ry="28" fill="${a.lit("#d9d6cf", 0.4, 0.3)}"/>`;
  return out;
};

export const turkish = {
  "mercimek-corbasi": mercimek,
  menemen,
  kofte,
  sutlac,
};
