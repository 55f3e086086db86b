import { loadModule } from "cld3-asm";
import { franc } from "franc";
import { sourceLanguages, type SourceLanguageCode } from "../../../common/source-languages";
import { mainScriptOf } from "./scripts";

/**
 * Google's Compact Language Detector 3 (a small neural network, ~107 languages) compiled to WebAssembly, loaded
 * once, when first needed (~30 ms, ~12 MB). Decision 0066 says why this one.
 */
let detector: Promise<{ findLanguage(text: string): { language: string; is_reliable: boolean } }> | undefined;
function cld3() {
  detector ??= loadModule().then((factory) => factory.create(0, 4096));
  return detector;
}

/** What CLD3 answers where our list uses another code. */
const cldCodes: Record<string, string> = { iw: "he", tl: "fil", nb: "no", nn: "no", in: "id", "zh-Latn": "zh" };
/** Languages CLD3 confuses with one of our list on recipe text: Indonesian read as Javanese or Sundanese, Filipino as Cebuano. */
const nearest: Record<string, string> = { jv: "id", su: "id", ceb: "fil" };
/** A declared language ("en-US", "tl", "zh-Hans") as a code of our list. */
function declaredCode(declared: string | null | undefined): string | undefined {
  const code = declared?.trim().toLowerCase().split(/[-_]/)[0];
  return code ? (cldCodes[code] ?? code) : undefined;
}

/** Languages so close on recipe text that a page's own word for which it is counts for more than the detector's. */
const closeLanguages = [["ms", "id"], ["hi", "ne", "mr"], ["no", "da", "sv"]];
const close = (a: string, b: string) => closeLanguages.some((group) => group.includes(a) && group.includes(b));

/** The languages written in each script, in the list's order (helper languages first). */
const byScript = new Map<string, (typeof sourceLanguages)[number][]>();
for (const language of sourceLanguages) byScript.set(language.script, [...(byScript.get(language.script) ?? []), language]);
/** The language a script's text is taken for when nothing tells which of its languages it is. */
const scriptDefault: Record<string, SourceLanguageCode> = { Latin: "en", Arabic: "ar", Cyrillic: "ru", Devanagari: "hi" };

/**
 * The language a recipe's own text is written in (decision 0066), among the languages a recipe may be written in
 * (common/source-languages.ts). A script only one of them writes decides alone (Thai, Korean, Tamil…);
 * otherwise CLD3 reads the text, and franc, restricted to that script's languages of our list, gives a
 * second opinion when CLD3 names one outside the list or none (CLD3 knows no Luganda). `declared` (a
 * page's `lang`, a recipe's `inLanguage`) is believed only when the text alone is not conclusive, or names
 * a language the text reads close to (Malay or Indonesian, Hindi or Nepali): sites leave WordPress's "en-US"
 * on Spanish blogs.
 */
export async function languageOfText(text: string, declared?: string | null): Promise<SourceLanguageCode> {
  const sample = text.slice(0, 4000);
  const script = mainScriptOf(sample);
  const candidates = script ? (byScript.get(script) ?? []) : [];
  const declaredLanguage = declaredCode(declared);
  const stated = candidates.find((language) => language.code === declaredLanguage)?.code;
  if (candidates.length === 0) return sourceLanguages.find((language) => language.code === declaredLanguage)?.code ?? "en";
  if (candidates.length === 1) return candidates[0]!.code;
  const result = await cld3()
    .then((identifier) => identifier.findLanguage(sample))
    .catch(() => {
      // CLD3 could not load (or failed on this text): franc alone decides, as below; a save or an import never fails for it.
      detector = undefined;
      return { language: "und", is_reliable: false };
    });
  const code = cldCodes[result.language] ?? nearest[result.language] ?? result.language;
  const detected = candidates.find((language) => language.code === code)?.code;
  if (detected && stated && close(detected, stated)) return stated;
  if (detected && result.is_reliable) return detected;
  if (stated) return stated;
  const iso3 = franc(sample, { minLength: 3, only: candidates.flatMap((language) => [...language.iso3]) });
  const second = candidates.find((language) => (language.iso3 as readonly string[]).includes(iso3))?.code;
  return detected ?? second ?? scriptDefault[script!] ?? candidates[0]!.code;
}
