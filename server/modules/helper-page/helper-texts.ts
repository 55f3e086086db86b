import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type englishHelperTexts from "../../../catalog/helper-texts/en.json";
import type englishQuickNotes from "../../../catalog/quick-notes/en.json";
import { isRightToLeft, type HelperLanguageCode } from "../../../common/languages";
import { catalogDir } from "../../lib/catalog-dir";

/** The words of the helper's page and messages (decisions 0050 and 0054), keyed as in catalog/helper-texts/en.json. */
export type HelperTextKey = keyof typeof englishHelperTexts;
/** A quick note's id, as in catalog/quick-notes/en.json. */
export type QuickNoteId = keyof typeof englishQuickNotes;
export type QuickNote = { id: QuickNoteId; text: string };
export type HelperTextParams = Record<string, string | number>;

/** `{name}` in a text: the part `helperText` fills in, and the one every translation must keep. */
export const placeholderPattern = /\{(\w+)\}/g;

type Texts = Record<string, string | undefined>;

/**
 * Reads the helper's texts from `root` (a catalogue folder): each `<folder>/<lang>.json` once, then from
 * memory. A language lacking a text, or its whole file, shows the English one rather than nothing.
 */
export function helperTextsFrom(root: string) {
  const cache = new Map<string, Texts>();
  const read = (folder: string, language: string): Texts => {
    const file = path.join(root, folder, `${language}.json`);
    let texts = cache.get(file);
    if (!texts) {
      texts = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Texts) : {};
      cache.set(file, texts);
    }
    return texts;
  };

  return {
    /** Every quick note in `language`, in the English file's order. */
    quickNotes(language: HelperLanguageCode): QuickNote[] {
      const english = read("quick-notes", "en");
      const own = read("quick-notes", language);
      return (Object.keys(english) as QuickNoteId[]).map((id) => ({ id, text: own[id] || english[id]! }));
    },

    /** One text of the helper's page in `language`, its `{placeholders}` filled from `params`. */
    helperText(language: HelperLanguageCode, key: HelperTextKey, params: HelperTextParams = {}): string {
      const text = read("helper-texts", language)[key] || read("helper-texts", "en")[key];
      if (text === undefined) throw new Error(`catalog/helper-texts/en.json has no text "${key}"`);
      // A function replacer, so a "$" in a name or title is written as it is.
      return text.replace(placeholderPattern, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
    },
  };
}

const bundled = helperTextsFrom(catalogDir);
export const quickNotes = bundled.quickNotes;
export const helperText = bundled.helperText;

/** A letter of a right-to-left script (Arabic, Hebrew and their presentation forms). */
const rightToLeftLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * The first line of a message (decision 0050): her name and a short greeting in her language ("Maria, here is a
 * recipe for you."). A name in the other direction than her language's would turn the whole line around in
 * WhatsApp (it sets a paragraph's direction by its first letter), so the line then starts with a mark of hers.
 */
export function helperGreeting(language: HelperLanguageCode, key: "greeting" | "menuGreeting", name: string): string {
  const line = helperText(language, key, { name: name.trim() });
  const nameIsRightToLeft = rightToLeftLetter.test(name);
  if (isRightToLeft(language)) return nameIsRightToLeft ? line : `\u200f${line}`;
  return nameIsRightToLeft ? `\u200e${line}` : line;
}
