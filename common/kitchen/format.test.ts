import { describe, expect, it } from "vitest";
import { formatAmount, kitchenFraction } from "./format";
import { unitAt } from "./units";

const unit = (word: string) => unitAt(` ${word}`, 0)!.unit;
const plain = {};

describe("writing an amount back", () => {
  it("writes spoons, cups and counts as kitchen fractions", () => {
    expect(kitchenFraction(1.5)).toBe("1½");
    expect(kitchenFraction(0.7)).toBe("⅔");
    expect(kitchenFraction(2.25)).toBe("2¼");
    expect(kitchenFraction(0.99)).toBe("1");
    expect(formatAmount(0.375, unit("cup"), plain)).toBe("⅓");
    expect(formatAmount(3, undefined, plain)).toBe("3");
  });

  it("never rounds a positive amount to nothing", () => {
    expect(kitchenFraction(0.05)).toBe("¼");
    expect(formatAmount(0.2, unit("g"), plain)).toBe("0.5");
    expect(formatAmount(0.01, unit("kg"), plain)).toBe("0.05");
  });

  it("rounds large counts to whole numbers and large spoon amounts to halves", () => {
    expect(formatAmount(12.5, undefined, plain)).toBe("13");
    expect(formatAmount(12.4, unit("tbsp"), plain)).toBe("12½");
  });

  it("writes grams and millilitres as round figures", () => {
    expect(formatAmount(749.99, unit("g"), plain)).toBe("750");
    expect(formatAmount(62.5, unit("ml"), plain)).toBe("65");
    expect(formatAmount(1125, unit("g"), plain)).toBe("1130");
    expect(formatAmount(7.3, unit("g"), plain)).toBe("7.5");
  });

  it("writes kilograms and litres with at most two decimals", () => {
    expect(formatAmount(0.6, unit("kg"), plain)).toBe("0.6");
    expect(formatAmount(1.8000000000000003, unit("kg"), plain)).toBe("1.8");
    expect(formatAmount(0.625, unit("l"), plain)).toBe("0.65");
    expect(formatAmount(1.25, unit("l"), plain)).toBe("1.25");
  });

  it("keeps the fraction style of the number it replaces", () => {
    expect(formatAmount(0.75, unit("kg"), { fraction: "vulgar" })).toBe("¾");
    expect(formatAmount(1.5, unit("cup"), { fraction: "slash" })).toBe("1 1/2");
    expect(formatAmount(0.5, unit("cup"), { fraction: "slash" })).toBe("1/2");
  });

  it("writes the length of a piece in half centimetres", () => {
    expect(formatAmount(1.5, unit("cm"), plain)).toBe("1.5");
    expect(formatAmount(4.4, unit("cm"), plain)).toBe("4.5");
  });
});
