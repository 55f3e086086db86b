/** Writing systems, by the letters that belong to each. Kana is what tells Japanese from Chinese. */
const scriptLetters: [string, RegExp][] = [
  ["Latin", /\p{Script=Latin}/gu],
  ["Arabic", /\p{Script=Arabic}/gu],
  ["Cyrillic", /\p{Script=Cyrillic}/gu],
  ["Greek", /\p{Script=Greek}/gu],
  ["Hebrew", /\p{Script=Hebrew}/gu],
  ["Devanagari", /\p{Script=Devanagari}/gu],
  ["Bengali", /\p{Script=Bengali}/gu],
  ["Gurmukhi", /\p{Script=Gurmukhi}/gu],
  ["Gujarati", /\p{Script=Gujarati}/gu],
  ["Tamil", /\p{Script=Tamil}/gu],
  ["Telugu", /\p{Script=Telugu}/gu],
  ["Kannada", /\p{Script=Kannada}/gu],
  ["Malayalam", /\p{Script=Malayalam}/gu],
  ["Sinhala", /\p{Script=Sinhala}/gu],
  ["Thai", /\p{Script=Thai}/gu],
  ["Myanmar", /\p{Script=Myanmar}/gu],
  ["Ethiopic", /\p{Script=Ethiopic}/gu],
  ["Hangul", /\p{Script=Hangul}/gu],
  ["Han", /\p{Script=Han}/gu],
  ["Kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
];

/**
 * The script most of a text's letters are written in ("Japanese" when it has kana among its Han
 * characters), or undefined when it has no letters. Units and numbers in another script ("1 tsp" in an
 * Arabic recipe) are outnumbered.
 */
export function mainScriptOf(text: string): string | undefined {
  const counts = new Map(scriptLetters.map(([script, pattern]) => [script, text.match(pattern)?.length ?? 0]));
  const kana = counts.get("Kana")!;
  if (kana > 0 && kana >= (counts.get("Han")! + kana) * 0.1) {
    counts.set("Japanese", counts.get("Han")! + kana);
    counts.delete("Han");
  }
  counts.delete("Kana");
  let best: string | undefined;
  let most = 0;
  for (const [script, count] of counts) {
    if (count > most) [best, most] = [script, count];
  }
  return best;
}
