import type { Quantity } from "./quantities";

/**
 * Whether a quantity of an English ingredient line is an amount of the ingredient (it scales with the servings)
 * or describes something else (it does not): a temperature, a time, a can size, a cut or pan size.
 * Decided by its unit and the words around it; see the named examples in roles.test.ts.
 */
export type QuantityRole = "amount" | "fixed";

/** "1 can (400 g)", "2 cans (400 g each)": the size of a container, not how much to use. */
const afterContainer = /\b(?:cans?|tins?|packets?|packs?|jars?|bags?|box(?:es)?|cartons?|bottles?|sachets?)\s*\(\s*(?:about\s+)?$/i;
/** "cut into 8 pieces", "cut into 1 cm cubes". */
const afterInto = /\binto\s+(?:about\s+)?$/i;
/** "pierced 2-3 times", "400 g each", "2%". */
const fixedFollower = /^\s*(?:times\b|each\b|%)/i;
/** "a 400 g can": a weight or volume followed by its container is the container's size. */
const containerFollower = /^\s*(?:cans?|tins?|packets?|packs?|jars?|bags?|box(?:es)?|cartons?|bottles?|sachets?)\b/i;
/** A number glued to a word by a hyphen is part of a name or an adjective ("5-spice", "2-minute noodles"). */
const hyphenWord = /^-\p{L}/u;
/** A length at the start of a clause is the amount ("3 cm piece fresh ginger", "… and 3 cm ginger"). */
const clauseStart = /(?:^|[:;,(]|\band|\bplus|\bor|\bwith)\s*(?:about\s+)?$/i;
/** …unless a size word follows it ("20 cm square", "2 cm thick"). */
const sizeWord = /^\s*(?:squares?|cubes?|pieces|chunks|strips|thick|long|wide|across|deep|diameter|round)\b/i;

export function roleOf(line: string, quantity: Quantity): QuantityRole {
  const before = line.slice(0, quantity.start);
  const after = line.slice(quantity.end);
  const family = (quantity.to ?? quantity.from).unit?.family;
  if (family === "temperature" || family === "time") return "fixed";
  if (afterContainer.test(before) || afterInto.test(before)) return "fixed";
  if (fixedFollower.test(after) || hyphenWord.test(after)) return "fixed";
  if ((family === "mass" || family === "volume") && containerFollower.test(after)) return "fixed";
  if (family === "length") return clauseStart.test(before) && !sizeWord.test(after) ? "amount" : "fixed";
  return "amount";
}
