import { keepsNumbers } from "./number-guard";
import { correspondingNumbers, rewriteNumbers } from "./corresponding-numbers";
import { formatAmount } from "./format";
import type { NumberToken } from "./numbers";
import { amountsOf, quantitiesIn } from "./quantities";
import { roleOf } from "./roles";

export interface ScaleOptions {
  /** The translation's language, for its decimal separator when the line shows none ("fr" writes "0,6"). */
  language?: string;
}

/** The numbers of an English line that change at `factor`, each with its new text (ASCII). */
function scaledNumbers(english: string, factor: number): { token: NumberToken; ascii: string }[] {
  if (!(Number.isFinite(factor) && factor > 0)) throw new RangeError(`A scaling factor must be a positive number, not ${factor}`);
  if (factor === 1) return [];
  return quantitiesIn(english)
    .filter((quantity) => roleOf(english, quantity) === "amount")
    .flatMap(amountsOf)
    .map(({ token, unit }) => ({ token, ascii: formatAmount(token.value * factor, unit, token) }))
    .filter(({ token, ascii }) => ascii !== token.text);
}

/**
 * An English ingredient line for `factor` times the servings (newServings / recipeServings): its amounts scale,
 * its other numbers (temperatures, times, can and cut sizes) stay; unit words never change.
 */
export function scaleIngredient(line: string, factor: number): string {
  return rewriteNumbers(line, scaledNumbers(line, factor));
}

/**
 * A translated ingredient line for `factor` times the servings, with the numbers scaleIngredient gives its
 * English source, each in the translation's own digits and decimal separator. Undefined when the translation's
 * numbers do not correspond to the English ones (the number guard would have refused it).
 */
export function scaleTranslation(english: string, translated: string, factor: number, options: ScaleOptions = {}): string | undefined {
  const changes = scaledNumbers(english, factor);
  const pairs = correspondingNumbers(english, translated);
  if (!pairs) return undefined;
  const result = rewriteNumbers(
    translated,
    changes.map(({ token, ascii }) => ({ token: pairs.translated[pairs.english.findIndex((t) => t.start === token.start)]!, ascii })),
    options.language,
  );
  return keepsNumbers(rewriteNumbers(english, changes), result) ? result : undefined;
}
