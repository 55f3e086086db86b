import { r1 } from "../parts/art";
import { flatbread } from "../parts/bread";
import type { Dish } from "../parts/dish";
import { choppedHerbs, drizzle, dust, pool } from "../parts/garnish";
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
  const arc = Array.from({ length: 16 }, (_, i): [number, number] => [r1(380 + Math.cos(i * 0.45) * (50 + i * 8)), r1(310 + Math.sin(i * 0.45) * (45 + i * 7))]);
  out += drizzle(a, arc, "#c8281a", 13, 4) + pool(a, 385, 305, 50, 34, "#c8281a", 0.8);
  out += dust(a, 380, 310, 170, 160, "#3f5a1e", 160, 4) + dust(a, 380, 310, 120, 110, "#8a1a10", 80, 4.5);
  out += citrusWedge(a, 690, 400, 130, -30) + citrusWedge(a, 700, 510, 120, 10);
  out += bread(a, 110, 130, -20);
  return out;
};

/** Soft scrambled eggs in fresh tomato and green pepper, in a copper pan with two handles, bread beside. */
const menemen: Dish = (a) => {
  let out = table(a) + bread(a, 690, 470, 20) + bread(a, 700, 350, -10);
  out += pan(a, 360, 300, 275, "#b8662f", "ears", 0);
  out += surface(a, 360, 300, 250, "#c7341e");
  for (let i = 0; i < 22; i++) {
    const [x, y] = a.inEllipse(360, 300, 185, 185);
    out += `<path d="${blob(a, x, y, a.between(34, 52), a.between(24, 36), 0.35, a.between(0, 180), 11)}" fill="${a.lit(a.pick(["#f9df7e", "#f6d260", "#fbe9a6"]), 0.45, 0.2)}"/>`;
    out += `<path d="${blob(a, x - 8, y - 6, a.between(10, 18), a.between(6, 10), 0.4, a.between(0, 180), 6)}" fill="#fffdf0" opacity=".85"/>`;
  }
  for (let i = 0; i < 12; i++) {
    const [x, y] = a.inEllipse(360, 300, 200, 200);
    out += `<path d="${blob(a, x, y, 26, 12, 0.2, a.between(0, 180), 7)}" fill="${a.lit("#4f9a2a", 0.35, 0.3)}"/>`;
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

/** Baked rice pudding in a clay dish, its creamy top browned in the oven, dusted with cinnamon. */
const sutlac: Dish = (a) => {
  let out = table(a) + napkin(a, -60, -40, 300, 220, -14, red);
  out += `<path d="M600 90l170 -50" stroke="#b9b6af" stroke-width="18" stroke-linecap="round"/><ellipse cx="575" cy="100" rx="48" ry="32" transform="rotate(-16 575 100)" fill="${a.lit("#d9d6cf", 0.4, 0.3)}"/>`;
  out += bowl(a, 390, 310, 285, "#a5502a", "#b9603a");
  out += surface(a, 390, 310, 240, "#f3e2c0");
  out += `<path d="${blob(a, 390, 310, 185, 175, 0.14, 0, 14)}" fill="#d59a55" opacity=".85"/><path d="${blob(a, 385, 305, 130, 120, 0.2, 0, 12)}" fill="#c07a36" opacity=".7"/>`;
  for (let i = 0; i < 70; i++) {
    const [x, y] = a.inEllipse(390, 310, 170, 165);
    out += `<path d="${blob(a, x, y, a.between(5, 14), a.between(4, 10), 0.35, a.between(0, 180), 7)}" fill="${a.pick(["#8a4416", "#a85a22", "#6f3010"])}" opacity="${r1(a.between(0.3, 0.7))}"/>`;
  }
  out += `<path d="${blob(a, 330, 250, 60, 22, 0.3, -25)}" fill="#fff" opacity=".25"/>`;
  return out + dust(a, 390, 310, 220, 220, "#6b2e10", 260, 3.5);
};

export const turkish = {
  "mercimek-corbasi": mercimek,
  menemen,
  kofte,
  sutlac,
};
