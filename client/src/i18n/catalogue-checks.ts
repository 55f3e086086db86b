import { expect, it } from "vitest";
import type { PluralForms } from "./i18n";

export { appCatalogue } from "./catalogue-files";

/**
 * Test support: the checks every English/Arabic pair of interface catalogues passes (the app's with its
 * features', and the admin dashboard's), so both test files hold the same rules.
 */

type Text = string | PluralForms;

/** CLDR's plural categories, as `Intl.PluralRules` names them: Arabic uses all six, English one and other. */
const pluralCategories: readonly string[] = ["zero", "one", "two", "few", "many", "other"] satisfies Intl.LDMLPluralRule[];

/** Stricter than the app, which takes any object with an `other` text: CLDR's categories and texts only. */
function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, "other")) return false;
  return Object.entries(value).every(([key, text]) => pluralCategories.includes(key) && typeof text === "string");
}

/** Every text by its dotted key; a text with plural forms is one entry. */
export function textsOf(value: unknown, prefix = ""): Map<string, Text> {
  if (typeof value === "string" || isPluralForms(value)) return new Map([[prefix, value]]);
  if (typeof value !== "object" || value === null) return new Map([[prefix, String(value)]]);
  return new Map(Object.entries(value).flatMap(([key, child]) => [...textsOf(child, prefix ? `${prefix}.${key}` : key)]));
}

const formsOf = (text: Text): string[] => (typeof text === "string" ? [text] : Object.values(text));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
const otherForm = (text: Text) => (typeof text === "string" ? text : text.other);
const categories = (text: Text) => (typeof text === "string" ? [] : Object.keys(text).sort());

/** `isArabicExempt` names keys whose Arabic text may be written otherwise (a language's own name). */
export function checkCataloguePair(en: unknown, ar: unknown, isArabicExempt: (key: string) => boolean = () => false) {
  const english = textsOf(en);
  const arabic = textsOf(ar);

  it("have exactly the same keys in English and Arabic", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty text", () => {
    for (const texts of [english, arabic]) {
      for (const [key, text] of texts) for (const form of formsOf(text)) expect(form.trim(), key).not.toBe("");
    }
  });

  it("write the Arabic texts in Arabic", () => {
    const notArabic = [...arabic].filter(([key, text]) => !isArabicExempt(key) && formsOf(text).some((form) => !/[\u0600-\u06FF]/.test(form)));
    expect(notArabic.map(([key]) => key)).toEqual([]);
  });

  it("join no Arabic word to its preposition with a tatweel (بالعربية, never بـالعربية), keeping it for a name set apart (لـ Maria)", () => {
    // Every value put into an Arabic text is an Arabic word (a language's Arabic name) or set apart by a space.
    const stray = [...arabic].filter(([, text]) => formsOf(text).some((form) => /\u0640(?:\{\{|[\u0621-\u064a])/.test(form)));
    expect(stray.map(([key]) => key)).toEqual([]);
  });

  it("keep the same interpolation placeholders in both languages, a plural form using no others than its other form", () => {
    for (const [key, text] of english) {
      const translated = arabic.get(key)!;
      expect(placeholders(otherForm(translated)), key).toEqual(placeholders(otherForm(text)));
      for (const form of [...formsOf(text), ...formsOf(translated)]) {
        expect(placeholders(form).filter((name) => !placeholders(otherForm(text)).includes(name)), `${key}: ${form}`).toEqual([]);
      }
    }
  });

  it("give a text that changes with a count an other form, in Arabic all six, in English no more than one and other", () => {
    // An object of forms without `other` (or with a name CLDR does not have) is no text: its forms show up as keys.
    for (const texts of [english, arabic]) expect([...texts.keys()].filter((key) => pluralCategories.includes(key.split(".").at(-1)!))).toEqual([]);
    for (const [key, text] of english) {
      const translated = arabic.get(key)!;
      // English may say a text the same for every count ("{{n}} min"); Arabic never does.
      if (typeof text !== "string") expect(typeof translated, `${key} has plural forms in English only`).not.toBe("string");
      if (typeof translated !== "string") expect(categories(translated), key).toEqual([...pluralCategories].sort());
      expect(categories(text).filter((name) => name !== "one" && name !== "other"), key).toEqual([]);
    }
  });
}
