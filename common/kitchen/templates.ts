import { keepsNumbers } from "./number-guard";
import { toAsciiDigits } from "./digits";
import { correspondingNumbers, rewriteNumbers } from "./corresponding-numbers";
import { numberTokens } from "./numbers";

/** A line with its numbers taken out: "3 tbsp olive oil" is `{ key: "# tbsp olive oil", numbers: [3] }`. */
export interface NumberTemplate {
  key: string;
  numbers: number[];
}

/** The template of a line: lines that differ only in their numbers share its key. */
export function templateOf(line: string): NumberTemplate {
  const tokens = numberTokens(line);
  let key = "";
  let last = 0;
  for (const token of tokens) {
    key += line.slice(last, token.start) + "#";
    last = token.end;
  }
  key = (key + line.slice(last)).replace(/\s+/g, " ").trim();
  return { key, numbers: tokens.map((token) => token.value) };
}

/** A line the memory knows in English and in a translation. */
export interface KnownLine {
  source: string;
  translated: string;
}

/**
 * The translation of `newSource`, made from a known line with the same template (the number-aware memory, decision 0047):
 * the known translation with each of the known source's numbers replaced by the new source's number at the
 * same place, written in the translation's digits and decimal separator. A number of the translation is found
 * by its value and occurrence, so a translation that reorders words still gets the right numbers. Undefined
 * when the templates differ, the known pair does not keep its numbers, or the result would not.
 */
export function retarget(known: KnownLine, newSource: string, options: { language?: string } = {}): string | undefined {
  if (templateOf(known.source).key !== templateOf(newSource).key) return undefined;
  if (!keepsNumbers(known.source, known.translated)) return undefined;
  const pairs = correspondingNumbers(known.source, known.translated);
  if (!pairs) return undefined;
  const fresh = numberTokens(newSource);
  const changes = pairs.english
    .map((token, i) => ({ token: pairs.translated[i]!, ascii: toAsciiDigits(fresh[i]!.text), was: toAsciiDigits(token.text) }))
    .filter(({ ascii, was }) => ascii !== was);
  const result = rewriteNumbers(known.translated, changes, options.language);
  return keepsNumbers(newSource, result) ? result : undefined;
}
