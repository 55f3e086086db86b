import { keepsNumbers } from "../common/kitchen/number-guard";

export { numbersIn } from "../common/kitchen/number-guard";

/**
 * Checks a bundled translation line against its English source (issue: catalogue translations):
 * the same numbers, the right script, not left in English. Shared by the catalogue's own translations
 * and the texts the helper reads (quick notes, the helper's page).
 */

const scriptPatterns: Record<string, RegExp> = {
  Latin: /\p{Script=Latin}/u,
  Arabic: /\p{Script=Arabic}/u,
  Ethiopic: /\p{Script=Ethiopic}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Bengali: /\p{Script=Bengali}/u,
  Tamil: /\p{Script=Tamil}/u,
  Sinhala: /\p{Script=Sinhala}/u,
  Malayalam: /\p{Script=Malayalam}/u,
  Myanmar: /\p{Script=Myanmar}/u,
};

/** Below this share of its script's letters, a line counts as written in another script. */
const minScriptShare = 0.6;

/** Share of a text's letters written in the given script (0 when it has no letters). */
export function scriptShare(text: string, script: string): number {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return 1;
  const pattern = scriptPatterns[script]!;
  return letters.filter((c) => pattern.test(c) || /\p{M}/u.test(c)).length / letters.length;
}

/** A short English line (a dish name, "Salt") may stay as it is; a sentence may not. */
export function mayStayEnglish(english: string): boolean {
  return english.trim().split(/\s+/).length <= 2 || english.replace(/[^\p{L}]/gu, "").length <= 12;
}

/** One translated line beside its English source; `where` names it in a failure. */
export type TranslatedLine = { where: string; english: string; translated: string };

/** The lines whose numbers differ from their English source's. */
export function linesLosingNumbers(lines: TranslatedLine[]): string[] {
  return lines
    .filter(({ english, translated }) => !keepsNumbers(english, translated))
    .map(({ where, english, translated }) => `${where}: "${english}" → "${translated}"`);
}

/** The lines still exactly their English source, unless that source is short enough to stay. */
export function linesLeftInEnglish(lines: TranslatedLine[]): string[] {
  return lines
    .filter(({ english, translated }) => english.trim() === translated.trim() && !mayStayEnglish(english))
    .map(({ where, english }) => `${where}: "${english}"`);
}

/**
 * The lines not mostly written in `script`. `mayStay` exempts a line by its English source: the
 * catalogue lets a short name ("Jollof Rice") stay in Latin letters; the interface's words exempt nothing.
 */
export function linesInOtherScript(lines: TranslatedLine[], script: string, mayStay = mayStayEnglish): string[] {
  return lines
    .filter(({ english, translated }) => !mayStay(english) && scriptShare(translated, script) < minScriptShare)
    .map(({ where, translated }) => `${where}: "${translated}"`);
}
