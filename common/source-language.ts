import { helperLanguages } from "./languages";

/** The helper language each script stands for when the text alone is all there is. */
const scripts: [RegExp, string][] = [
  [/[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu, "ar"],
  [/\p{Script=Latin}/gu, "en"],
  [/\p{Script=Devanagari}/gu, "hi"],
  [/\p{Script=Ethiopic}/gu, "am"],
  [/\p{Script=Sinhala}/gu, "si"],
  [/\p{Script=Bengali}/gu, "bn"],
  [/\p{Script=Tamil}/gu, "ta"],
  [/\p{Script=Myanmar}/gu, "my"],
  [/\p{Script=Malayalam}/gu, "ml"],
];

/**
 * Letters Urdu writes and Arabic does not: ٹ ڈ ڑ ں ے ۓ ھ. Urdu also uses ی and ک, but phones with a Persian
 * keyboard type those in Arabic too, so only these count; a text is Urdu when they make up 2% of its letters.
 */
const urduLetters = /[\u0679\u0688\u0691\u06ba\u06d2\u06d3\u06be]/g;

/**
 * The language a recipe is written in, told from its script: the script with the most letters wins, so an
 * Arabic recipe's "1 tsp" stays Arabic. Arabic script is Arabic unless Urdu's own letters are there; Latin is
 * English and Devanagari Hindi (Nepali looks the same) unless `declared` (a page's `lang`, a recipe's
 * inLanguage) names another helper language of that script. "en" when there are no letters at all.
 */
export function sourceLanguageOf(text: string, declared?: string | null): string {
  let best = { code: "en", count: 0 };
  for (const [pattern, code] of scripts) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > best.count) best = { code, count };
  }
  if (best.code === "ar" && (text.match(urduLetters)?.length ?? 0) >= Math.max(1, best.count * 0.02)) best.code = "ur";
  const declaredCode = declared?.toLowerCase().split(/[-_]/)[0];
  const script = helperLanguages.find((language) => language.code === best.code)?.script;
  const declaredLanguage = helperLanguages.find(
    (language) => language.code === (declaredCode === "tl" ? "fil" : declaredCode),
  );
  return declaredLanguage && declaredLanguage.script === script ? declaredLanguage.code : best.code;
}
