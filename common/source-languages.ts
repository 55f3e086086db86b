import { helperLanguages } from "./languages";

/**
 * Languages a household recipe may be written in (decision 0066): every helper language, and the languages recipe
 * sites and families commonly write in. The recipe is translated from it into her language, so a recipe
 * from a German blog is German, not "English". `iso3` is the ISO 639-3 code the text identifier's second
 * opinion (franc) answers with.
 */
const otherLanguages = [
  { code: "de", en: "German", ar: "الألمانية", native: "Deutsch", script: "Latin", iso3: ["deu"] },
  { code: "it", en: "Italian", ar: "الإيطالية", native: "Italiano", script: "Latin", iso3: ["ita"] },
  { code: "es", en: "Spanish", ar: "الإسبانية", native: "Español", script: "Latin", iso3: ["spa"] },
  { code: "pt", en: "Portuguese", ar: "البرتغالية", native: "Português", script: "Latin", iso3: ["por"] },
  { code: "nl", en: "Dutch", ar: "الهولندية", native: "Nederlands", script: "Latin", iso3: ["nld"] },
  { code: "pl", en: "Polish", ar: "البولندية", native: "Polski", script: "Latin", iso3: ["pol"] },
  { code: "tr", en: "Turkish", ar: "التركية", native: "Türkçe", script: "Latin", iso3: ["tur"] },
  { code: "vi", en: "Vietnamese", ar: "الفيتنامية", native: "Tiếng Việt", script: "Latin", iso3: ["vie"] },
  { code: "sv", en: "Swedish", ar: "السويدية", native: "Svenska", script: "Latin", iso3: ["swe"] },
  { code: "da", en: "Danish", ar: "الدنماركية", native: "Dansk", script: "Latin", iso3: ["dan"] },
  { code: "no", en: "Norwegian", ar: "النرويجية", native: "Norsk", script: "Latin", iso3: ["nob", "nno"] },
  { code: "fi", en: "Finnish", ar: "الفنلندية", native: "Suomi", script: "Latin", iso3: ["fin"] },
  { code: "ro", en: "Romanian", ar: "الرومانية", native: "Română", script: "Latin", iso3: ["ron"] },
  { code: "cs", en: "Czech", ar: "التشيكية", native: "Čeština", script: "Latin", iso3: ["ces"] },
  { code: "hu", en: "Hungarian", ar: "المجرية", native: "Magyar", script: "Latin", iso3: ["hun"] },
  { code: "so", en: "Somali", ar: "الصومالية", native: "Soomaali", script: "Latin", iso3: ["som"] },
  { code: "ru", en: "Russian", ar: "الروسية", native: "Русский", script: "Cyrillic", iso3: ["rus"] },
  { code: "uk", en: "Ukrainian", ar: "الأوكرانية", native: "Українська", script: "Cyrillic", iso3: ["ukr"] },
  { code: "el", en: "Greek", ar: "اليونانية", native: "Ελληνικά", script: "Greek", iso3: [] },
  { code: "he", en: "Hebrew", ar: "العبرية", native: "עברית", script: "Hebrew", iso3: ["heb"] },
  { code: "fa", en: "Persian", ar: "الفارسية", native: "فارسی", script: "Arabic", iso3: ["pes", "prs"] },
  { code: "ps", en: "Pashto", ar: "البشتوية", native: "پښتو", script: "Arabic", iso3: ["pbu"] },
  { code: "mr", en: "Marathi", ar: "الماراثية", native: "मराठी", script: "Devanagari", iso3: ["mar"] },
  { code: "pa", en: "Punjabi", ar: "البنجابية", native: "ਪੰਜਾਬੀ", script: "Gurmukhi", iso3: [] },
  { code: "gu", en: "Gujarati", ar: "الغوجاراتية", native: "ગુજરાતી", script: "Gujarati", iso3: [] },
  { code: "te", en: "Telugu", ar: "التيلوغوية", native: "తెలుగు", script: "Telugu", iso3: [] },
  { code: "kn", en: "Kannada", ar: "الكانادية", native: "ಕನ್ನಡ", script: "Kannada", iso3: [] },
  { code: "th", en: "Thai", ar: "التايلاندية", native: "ไทย", script: "Thai", iso3: [] },
  { code: "zh", en: "Chinese", ar: "الصينية", native: "中文", script: "Han", iso3: [] },
  { code: "ja", en: "Japanese", ar: "اليابانية", native: "日本語", script: "Japanese", iso3: [] },
  { code: "ko", en: "Korean", ar: "الكورية", native: "한국어", script: "Hangul", iso3: [] },
] as const;

/** ISO 639-3 codes of the helper languages, for the same second opinion. */
const helperIso3: Record<string, readonly string[]> = {
  en: ["eng", "sco"], ar: ["arb"], fil: ["tgl"], am: ["amh"], hi: ["hin"], ms: ["zlm"], si: [], ne: ["npi"], id: ["ind"],
  bn: [], ta: [], ur: ["urd"], sw: ["swh"], fr: ["fra"], lg: ["lug"], my: ["mya"], ml: [],
};

export const sourceLanguages = [
  ...helperLanguages.map((language) => ({ ...language, iso3: helperIso3[language.code] ?? [] })),
  ...otherLanguages,
];

export type SourceLanguage = (typeof sourceLanguages)[number];
export type SourceLanguageCode = SourceLanguage["code"];
export const sourceLanguageCodes = sourceLanguages.map((language) => language.code) as [SourceLanguageCode, ...SourceLanguageCode[]];

export function isSourceLanguage(value: unknown): value is SourceLanguageCode {
  return typeof value === "string" && (sourceLanguageCodes as readonly string[]).includes(value);
}

/** `value` when it is a language a recipe may be written in, else English (a stored value from before it was checked). */
export function sourceLanguageOr(value: unknown): SourceLanguageCode {
  return isSourceLanguage(value) ? value : "en";
}

/** A language's name in the interface language ("German", "الألمانية"), or its code when unknown. */
export function sourceLanguageName(code: string, interfaceLanguage: "en" | "ar"): string {
  return sourceLanguages.find((language) => language.code === code)?.[interfaceLanguage] ?? code;
}
