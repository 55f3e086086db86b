import { describe, expect, it } from "vitest";
import { quantitiesIn } from "./quantities";
import { roleOf } from "./roles";

/** Each quantity of a line as "text: role". */
const roles = (line: string) => quantitiesIn(line).map((q) => `${line.slice(q.start, q.end)}: ${roleOf(line, q)}`);

describe("which numbers of an ingredient line are amounts", () => {
  it("takes the leading amount and its conversion in brackets as amounts", () => {
    expect(roles("3 cups basmati rice (about 600 g)")).toEqual(["3 cups: amount", "600 g: amount"]);
    expect(roles("3-4 cups chicken stock (750 ml-1 l)")).toEqual(["3-4 cups: amount", "750 ml-1 l: amount"]);
  });

  it("takes every amount of a compound line", () => {
    expect(roles("Spices: 2 tsp salt, 1 tsp ground ginger, ½ tsp ground cinnamon")).toEqual(["2 tsp: amount", "1 tsp: amount", "½ tsp: amount"]);
    expect(roles("½ tsp salt and ½ tsp black pepper")).toEqual(["½ tsp: amount", "½ tsp: amount"]);
  });

  it("keeps a temperature and a time as they are", () => {
    expect(roles("Heat the oven to 220°C")).toEqual(["220°C: fixed"]);
    expect(roles("8 wooden skewers, soaked in water for 30 minutes")).toEqual(["8: amount", "30 minutes: fixed"]);
  });

  it("keeps a can size but scales the number of cans", () => {
    expect(roles("1 can (400 g) chickpeas, drained")).toEqual(["1: amount", "400 g: fixed"]);
    expect(roles("2 cans (400 g each) chickpeas")).toEqual(["2: amount", "400 g: fixed"]);
    expect(roles("1 × 400 g can chopped tomatoes")).toEqual(["1: amount", "400 g: fixed"]);
  });

  it("keeps sizes of pieces, cuts and pans", () => {
    expect(roles("1.2 kg chicken, cut into 8 pieces")).toEqual(["1.2 kg: amount", "8: fixed"]);
    expect(roles("250 g lamb, cut into 1 cm cubes")).toEqual(["250 g: amount", "1 cm: fixed"]);
    expect(roles("20 spring roll wrappers (about 20 cm square)")).toEqual(["20: amount", "20 cm: fixed"]);
    expect(roles("4 white fish fillets, about 180 g each")).toEqual(["4: amount", "180 g: fixed"]);
    expect(roles("2 loomi, pierced 2-3 times")).toEqual(["2: amount", "2-3: fixed"]);
  });

  it("scales a length that is the amount itself", () => {
    expect(roles("3 cm piece fresh ginger, peeled")).toEqual(["3 cm: amount"]);
    expect(roles("5 garlic cloves and 3 cm ginger, crushed together")).toEqual(["5: amount", "3 cm: amount"]);
  });

  it("keeps a number that is part of a name", () => {
    expect(roles("1 tsp Chinese 5-spice powder")).toEqual(["1 tsp: amount", "5: fixed"]);
  });
});
