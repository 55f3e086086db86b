import { numbersIn } from "./number-guard";
import { decimalSeparatorOf, digitScriptOf, writeNumber, type NumberStyle } from "./digits";
import { numberTokens, type NumberToken } from "./numbers";
import { quantitiesIn } from "./quantities";

/** How the number guard sees one number token ("1½" is "1" and "½"). */
const guardView = (token: NumberToken) => numbersIn(token.text).join(" ");
const dashBetween = (text: string, a: NumberToken, b: NumberToken) => /^\s*[-–—]\s*$/.test(text.slice(a.end, b.start));

/**
 * For each number of an English line, the number of its translation that writes it. The guard makes the two
 * hold the same numbers, but a translation may reorder words, so a number is found by its value and its
 * occurrence (the second "1" of the English is the second "1" of the translation); a range ("2-3 times") is
 * matched to a range first, so "2 loomi, pierced 2-3 times" stays right even if the translation puts the
 * range first. Undefined when the numbers do not correspond one to one.
 */
export function correspondingNumbers(english: string, translated: string): { english: NumberToken[]; translated: NumberToken[] } | undefined {
  const source = numberTokens(english);
  const target = numberTokens(translated);
  if (source.length !== target.length) return undefined;
  const match: (number | undefined)[] = source.map(() => undefined);
  const used = new Set<number>();
  const take = (i: number, k: number) => {
    match[i] = k;
    used.add(k);
  };
  for (const quantity of quantitiesIn(english)) {
    if (!quantity.to) continue;
    const i = source.findIndex((t) => t.start === quantity.from.token.start);
    const k = target.findIndex(
      (t, k) =>
        !used.has(k) &&
        !used.has(k + 1) &&
        k + 1 < target.length &&
        guardView(t) === guardView(source[i]!) &&
        guardView(target[k + 1]!) === guardView(source[i + 1]!) &&
        dashBetween(translated, t, target[k + 1]!),
    );
    if (k >= 0) {
      take(i, k);
      take(i + 1, k + 1);
    }
  }
  for (let i = 0; i < source.length; i++) {
    if (match[i] !== undefined) continue;
    const k = target.findIndex((t, k) => !used.has(k) && guardView(t) === guardView(source[i]!));
    if (k < 0) return undefined;
    take(i, k);
  }
  return { english: source, translated: match.map((k) => target[k!]!) };
}

/** How a translation writes a number in place of `token`: the token's own digits and separator, else the line's. */
export function styleOf(token: NumberToken, translated: string, language?: string): NumberStyle {
  const decimal = token.decimal ?? numberTokens(translated).find((t) => t.decimal)?.decimal ?? decimalSeparatorOf(language);
  return { zero: digitScriptOf(token.text) ?? digitScriptOf(translated) ?? 0x30, decimal };
}

/** `text` with the given tokens replaced by new ASCII numbers, each written in the style of the one it replaces. */
export function rewriteNumbers(text: string, changes: { token: NumberToken; ascii: string }[], language?: string): string {
  let out = text;
  for (const { token, ascii } of [...changes].sort((a, b) => b.token.start - a.token.start)) {
    out = out.slice(0, token.start) + writeNumber(ascii, styleOf(token, text, language)) + out.slice(token.end);
  }
  return out;
}
