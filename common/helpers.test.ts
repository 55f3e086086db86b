import { describe, expect, it } from "vitest";
import { preselectedHelper, shoppingHelper } from "./helpers";

const maria = { id: 7, shops: false };
const priya = { id: 9, shops: true };

describe("who a send goes to unless the owner chooses", () => {
  it("preselects the helper who got the last recipe of this category", () => {
    expect(preselectedHelper([maria, priya], { main: 9, dessert: 7 }, "main")).toBe(priya);
    expect(preselectedHelper([maria, priya], { main: 9, dessert: 7 }, "dessert")).toBe(maria);
  });

  it("falls back to the first helper for a category never sent, or whose helper was removed", () => {
    expect(preselectedHelper([maria, priya], { main: 9 }, "soup")).toBe(maria);
    expect(preselectedHelper([maria, priya], { main: 42 }, "main")).toBe(maria);
    expect(preselectedHelper([maria, priya], { main: 9 }, null)).toBe(maria);
    expect(preselectedHelper([], { main: 9 }, "main")).toBeUndefined();
  });

  it("sends the shopping to the helper who shops, else the first", () => {
    expect(shoppingHelper([maria, priya])).toBe(priya);
    expect(shoppingHelper([maria, { ...priya, shops: false }])).toBe(maria);
  });
});
