import { numberTokens, type NumberToken } from "./numbers";
import { unitAt, type Unit } from "./units";

/** One number of a quantity with the unit that applies to it ("3" of "3-4 cups" is in cups too). */
export interface Amount {
  token: NumberToken;
  unit?: Unit;
}

/**
 * A quantity of an English line: one amount ("2 tsp") or a range ("3-4 cups", "750 ml-1 l").
 * `start`..`end` spans its numbers and unit words.
 */
export interface Quantity {
  from: Amount;
  to?: Amount;
  start: number;
  end: number;
}

const rangeJoint = /^\s*[-–—]\s*$|^\s+to\s+$/;

/** The quantities of an English line, in order, each number in exactly one of them. */
export function quantitiesIn(line: string): Quantity[] {
  const amounts = numberTokens(line).map((token) => {
    const read = unitAt(line, token.end);
    return { token, unit: read?.unit, end: read?.end ?? token.end };
  });
  const quantities: Quantity[] = [];
  for (let i = 0; i < amounts.length; i++) {
    const low = amounts[i]!;
    const high = amounts[i + 1];
    const joined =
      high !== undefined &&
      rangeJoint.test(line.slice(low.end, high.token.start)) &&
      (low.unit === undefined || low.unit.family === high.unit?.family);
    if (joined) {
      quantities.push({
        from: { token: low.token, unit: low.unit ?? high.unit },
        to: { token: high.token, unit: high.unit },
        start: low.token.start,
        end: high.end,
      });
      i++;
    } else {
      quantities.push({ from: { token: low.token, unit: low.unit }, start: low.token.start, end: low.end });
    }
  }
  return quantities;
}

/** The amounts of a quantity: one, or both ends of a range. */
export const amountsOf = (quantity: Quantity): Amount[] => (quantity.to ? [quantity.from, quantity.to] : [quantity.from]);
