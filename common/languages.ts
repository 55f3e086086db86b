export { defaultInterfaceLanguage, interfaceLanguages, isInterfaceLanguage, isRightToLeft, type InterfaceLanguage } from "./interface-languages";

/**
 * The helper's languages (docs/design.md §5): what a recipe can be translated into and sent in.
 * `script` is the writing system its text must use; `native` its own name for itself.
 */
export const helperLanguages = [
  { code: "en", en: "English", ar: "الإنجليزية", native: "English", script: "Latin" },
  { code: "ar", en: "Arabic", ar: "العربية", native: "العربية", script: "Arabic" },
  { code: "fil", en: "Filipino", ar: "الفلبينية", native: "Filipino", script: "Latin" },
  { code: "am", en: "Amharic", ar: "الأمهرية", native: "አማርኛ", script: "Ethiopic" },
  { code: "hi", en: "Hindi", ar: "الهندية", native: "हिन्दी", script: "Devanagari" },
  { code: "ms", en: "Malay", ar: "الملايوية", native: "Bahasa Melayu", script: "Latin" },
  { code: "si", en: "Sinhala", ar: "السنهالية", native: "සිංහල", script: "Sinhala" },
  { code: "ne", en: "Nepali", ar: "النيبالية", native: "नेपाली", script: "Devanagari" },
  { code: "id", en: "Indonesian", ar: "الإندونيسية", native: "Bahasa Indonesia", script: "Latin" },
  { code: "bn", en: "Bengali", ar: "البنغالية", native: "বাংলা", script: "Bengali" },
  { code: "ta", en: "Tamil", ar: "التاميلية", native: "தமிழ்", script: "Tamil" },
  { code: "ur", en: "Urdu", ar: "الأردية", native: "اردو", script: "Arabic" },
  { code: "sw", en: "Swahili", ar: "السواحيلية", native: "Kiswahili", script: "Latin" },
  { code: "fr", en: "French", ar: "الفرنسية", native: "Français", script: "Latin" },
  { code: "lg", en: "Luganda", ar: "اللوغندية", native: "Luganda", script: "Latin" },
  { code: "my", en: "Burmese", ar: "البورمية", native: "မြန်မာ", script: "Myanmar" },
  { code: "ml", en: "Malayalam", ar: "المالايالامية", native: "മലയാളം", script: "Malayalam" },
] as const;

export type HelperLanguage = (typeof helperLanguages)[number];
export type HelperLanguageCode = HelperLanguage["code"];
export const helperLanguageCodes = helperLanguages.map((l) => l.code) as [HelperLanguageCode, ...HelperLanguageCode[]];

/** Every helper language but English: the ones the bundled catalogue ships translated. */
export const translatedLanguageCodes = helperLanguageCodes.filter((code) => code !== "en");

export function isHelperLanguage(value: unknown): value is HelperLanguageCode {
  return typeof value === "string" && (helperLanguageCodes as readonly string[]).includes(value);
}

/** `value` when it is a helper language, else English (a stored value from before it was checked). */
export function helperLanguageOr(value: unknown): HelperLanguageCode {
  return isHelperLanguage(value) ? value : "en";
}
