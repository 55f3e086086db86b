export { numbersIn } from "../common/translation-numbers";

/**
 * Checks a bundled translation line against its English source (issue: catalogue translations):
 * the same numbers, the right script, not left in English.
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
