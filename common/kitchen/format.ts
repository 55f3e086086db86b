import type { NumberToken } from "./numbers";
import type { Unit } from "./units";

/**
 * Writes a scaled or summed amount back the way a cook reads it (ASCII digits; the caller restyles it for a
 * translation): kitchen fractions for spoons, cups and counts ("1½", "⅔"), round metric figures ("750 g",
 * "1.2 kg", never "749.99 g"). A positive amount never rounds to nothing.
 */

const fractions: [number, string][] = [
  [0, ""],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [1, ""],
];
const slashes: Record<string, string> = { "¼": "1/4", "⅓": "1/3", "½": "1/2", "⅔": "2/3", "¾": "3/4" };

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const decimal = (value: number) => String(Math.round(value * 100) / 100);

/** "1½", "⅔", "12" (or "1 1/2" in slash style); counts of ten and more are whole, spoons and cups halves. */
export function kitchenFraction(value: number, options: { whole?: boolean; slash?: boolean } = {}): string {
  if (value >= 10) {
    const rounded = options.whole ? Math.round(value) : Math.round(value * 2) / 2;
    const whole = Math.floor(rounded);
    if (rounded === whole) return String(whole);
    return options.slash ? `${whole} 1/2` : `${whole}½`;
  }
  let whole = Math.floor(value);
  const rest = value - whole;
  const nearest = fractions.reduce((best, candidate) => (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest) ? candidate : best));
  if (nearest[0] === 1) whole += 1;
  const fraction = nearest[0] === 1 ? "" : nearest[1];
  if (whole === 0 && fraction === "") return options.slash ? "1/4" : "¼";
  if (!fraction) return String(whole);
  if (options.slash) return whole ? `${whole} ${slashes[fraction]}` : slashes[fraction]!;
  return whole ? `${whole}${fraction}` : fraction;
}

/** Grams and millilitres: halves under 10, fives under 1000 ("375 ml"), tens above. */
function smallMetric(value: number): string {
  if (value < 10) return decimal(roundTo(value, 0.5));
  return String(roundTo(value, value < 1000 ? 5 : 10));
}

/** Kilograms and litres: two decimals at most, in steps of 0.05 ("1.2", "0.75"), halves from 10. */
function largeMetric(value: number): string {
  return decimal(value < 10 ? roundTo(value, 0.05) : roundTo(value, 0.5));
}

/** `value` written for `unit` in the style of the number it replaces (`like`). */
export function formatAmount(value: number, unit: Unit | undefined, like: Pick<NumberToken, "fraction">): string {
  const slash = like.fraction === "slash";
  if (like.fraction || !unit) return kitchenFraction(value, { slash, whole: !unit });
  switch (unit.name) {
    case "g":
    case "ml":
      return smallMetric(value);
    case "kg":
    case "l":
      return largeMetric(value);
    case "cm":
    case "mm":
      return decimal(roundTo(value, 0.5));
    default:
      return kitchenFraction(value);
  }
}
