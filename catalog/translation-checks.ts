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

/**
 * A kitchen word said one way in each language, in the lists and in the steps (issue 25.18): Hindi's lists said
 * "टमाटर प्यूरी (पेस्ट)" where its steps said "टमाटर पेस्ट", and a helper shopping by the list looks for the word the
 * step uses. Each term: the English it stands for, and per language the wording every such line must hold (a language
 * left out is not checked for it).
 */
export const kitchenTerms: { english: RegExp; wording: Record<string, RegExp> }[] = [
  {
    english: /tomato paste/i,
    wording: {
      am: /ቲማቲም ድል/,
      ar: /معجون (?:ال)?طماطم/,
      bn: /টমেটো পেস্ট/,
      fil: /tomato paste/i,
      fr: /concentré de tomate/,
      hi: /टमाटर पेस्ट/,
      id: /pasta tomat/,
      lg: /tomato paste/i,
      ml: /ടൊമാറ്റോ പേസ്റ്റ/,
      ms: /pes tomato/,
      my: /ခရမ်းချဉ်သီးအနှစ်/,
      ne: /टमाटर पेस्ट/,
      si: /තක්කාලි පේස්ට්/,
      sw: /nyanya ya kopo/,
      ta: /தக்காளி பேஸ்ட்/,
      ur: /ٹماٹر پیسٹ/,
    },
  },
  // Rice sold as "parboiled" is named in the helper's own words, the label's word beside it at most.
  { english: /parboiled/i, wording: { fil: /bahagyang pinakuluan/, fr: /étuvé/, id: /pratanak/, lg: /ogwafumbibwako/, ms: /separa rebus/, sw: /uliochemshwa nusu/ } },
];

/** The lines of `language` whose English names a kitchen term their translation does not say as the table above does. */
export function linesMissingTheirTerm(lines: TranslatedLine[], language: string): string[] {
  return kitchenTerms.flatMap(({ english, wording }) => {
    const wanted = wording[language];
    if (!wanted) return [];
    return lines.filter((line) => english.test(line.english) && !wanted.test(line.translated)).map(({ where, translated }) => `${where}: "${translated}" (${wanted.source})`);
  });
}

/**
 * Languages whose everyday clock counts the hours from 6 in the morning and in the evening (Swahili's "saa 1
 * asubuhi" is 7 am), and what a clock time in them must carry to be unambiguous (issue 25.18): the Western time
 * written out, or the words "in the Western hours".
 */
const clocksFromDawn: Record<string, RegExp> = {
  am: /በፈረንጅ ሰዓት/,
  sw: /saa za Kizungu/,
  lg: /\(\d+ [ap]m\)/,
};

/** The lines whose English says a clock time ("1 pm") and whose translation in `language` could be read on the other clock. */
export function clockTimesAmbiguous(lines: TranslatedLine[], language: string): string[] {
  const explicit = clocksFromDawn[language];
  if (!explicit) return [];
  return lines.filter((line) => /\d\s*[ap]m\b/i.test(line.english) && !explicit.test(line.translated)).map(({ where, translated }) => `${where}: "${translated}"`);
}
