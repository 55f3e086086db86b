import { firstNumber, plainNumbers } from "./numbers";

/** Arabic duals say the number in the word ("شخصين", two people). */
const arabicTwo = /(?:شخصين|شخصان|فردين|حصتين|نفرين)/;

/** A count said to be of people, inside a longer yield: "Makes 30 (serves 6-8)", "30 حبة، تكفي ٦ أشخاص". */
const peopleCount =
  /(?:serves|servings?|feeds|for|[يت]كف[يى]\s*(?:لـ|ل)?)\s*:?\s*(\d+)|(\d+)\s*(?:servings?|people|persons|portions|أشخاص|اشخاص|أفراد|افراد|حصص)/i;

/** Two counts written as a range: "8 - 10", "2 to 4", "٤-٦", "6 ou 8", "de 4 a 6". */
const range = /(\d+)\s*(?:-|–|—|~|to|à|a|bis|ou|or|o|إلى|الى|أو|او|до|～|〜)\s*(\d+)/i;

/**
 * The servings of a count as people write it ("4", "4 servings", "Serves 6-8" → 6, "8 - 10 servings" → 8,
 * "شخصين" → 2). A range counts its lower end (decision 0067: one rule for every way it is written).
 */
export function servingsOfText(text: string): number | null {
  if (arabicTwo.test(text)) return 2;
  const plain = plainNumbers(text);
  const ranged = range.exec(plain);
  if (ranged && Number(ranged[1]) < Number(ranged[2])) return Number(ranged[1]) >= 1 ? Number(ranged[1]) : null;
  const people = peopleCount.exec(plain);
  const count = people ? Number(people[1] ?? people[2]) : firstNumber(text);
  return count !== undefined && count >= 1 ? Math.round(count) : null;
}

/**
 * Servings from a schema.org recipeYield: a number, a text, a QuantitativeValue, or an array of them
 * (["4", "4 servings"]) where the first that has a number counts.
 */
export function servingsOfYield(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 1 ? Math.round(value) : null;
  if (typeof value === "string") return servingsOfText(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = servingsOfYield(item);
      if (servings !== null) return servings;
    }
    return null;
  }
  if (value && typeof value === "object" && "value" in value) return servingsOfYield(value.value);
  return null;
}

/** Words that may follow the count in a servings line: "4 people", "٤ أشخاص". */
const servingsUnit =
  /^(?:servings?|people|persons?|portions?|pax|adults?|guests?|أشخاص|اشخاص|شخص|أفراد|افراد|فرد|نفر|أنفار|حصص|حصة|حصه)?$/;

/** The count of a servings line's value: a number and at most a unit ("4 people"); with `unitNeeded`, exactly that. */
export function servingsOfValue(value: string, unitNeeded = false): number | null {
  if (arabicTwo.test(value) && value.trim().split(/\s+/).length <= 2) return 2;
  const match = /^\s*(?:about|approx\.?|around|up to|حوالي|ل|لـ)?\s*(\d+)(?:\s*(?:-|–|to|إلى|الى|or|أو|او)\s*\d+)?\s*(.*?)\s*$/u.exec(
    plainNumbers(value).replace(/[()[\]:.،,]/g, " "),
  );
  if (!match || !servingsUnit.test(match[2]!) || (unitNeeded && !match[2])) return null;
  const count = Number(match[1]);
  return count >= 1 ? count : null;
}

/** The yield's own words when they give a range ("8 - 10 servings"), for the owner to see; else null. */
export function servingsRangeOfYield(value: unknown): string | null {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item !== "string") continue;
    const ranged = range.exec(plainNumbers(item));
    if (ranged && Number(ranged[1]) < Number(ranged[2])) return item.replace(/\s+/g, " ").trim().slice(0, 80);
  }
  return null;
}
