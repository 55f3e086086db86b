import { numericQuantity } from "numeric-quantity";
import { toAsciiDigits } from "./digits";

/** A number written in a line, with where it stands. */
export interface NumberToken {
  start: number;
  end: number;
  /** As written, in its own digit script. */
  text: string;
  value: number;
  /** How its fraction is written, if it has one: "½", "1½" (vulgar) or "1/2", "1 1/2" (slash). */
  fraction?: "vulgar" | "slash";
  /** Its decimal separator, if it is a decimal. */
  decimal?: "." | ",";
}

export const vulgarFractions = "½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚";

/*
 * numeric-quantity parses one number, not a number inside a sentence, so finding the numbers of a line is
 * written here: mixed numbers first ("1 1/2", "1½", "1 ½"), then slash fractions, decimals ("1.2", "1,2"),
 * integers and lone fraction characters. A comma before exactly three digits is a thousands separator, as the
 * number guard reads it ("1,000" is 1000, "1,5" is 1.5).
 */
const numberPattern = new RegExp(
  String.raw`\d+ \d+/\d+|\d+ ?[${vulgarFractions}]|\d+/\d+|\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:[.,]\d+)?|[${vulgarFractions}]`,
  "g",
);

const hasVulgar = new RegExp(`[${vulgarFractions}]`);

function formOf(ascii: string): Pick<NumberToken, "fraction" | "decimal"> & { parse: string; separator: "." | "," } {
  if (hasVulgar.test(ascii)) return { fraction: "vulgar", parse: ascii.replace(" ", ""), separator: "." };
  if (ascii.includes("/")) return { fraction: "slash", parse: ascii, separator: "." };
  if (/^\d{1,3}(,\d{3})+$/.test(ascii)) return { parse: ascii.replaceAll(",", ""), separator: "." };
  const decimal = /[.,]/.exec(ascii)?.[0] as "." | "," | undefined;
  return decimal ? { decimal, parse: ascii, separator: decimal } : { parse: ascii, separator: "." };
}

/** Every number of `text` in order, in any digit script the number guard reads. */
export function numberTokens(text: string): NumberToken[] {
  const ascii = toAsciiDigits(text);
  const tokens: NumberToken[] = [];
  for (const match of ascii.matchAll(numberPattern)) {
    const { parse, separator, ...form } = formOf(match[0]);
    const value = numericQuantity(parse, { round: false, decimalSeparator: separator });
    if (!Number.isFinite(value)) continue;
    const start = match.index;
    const end = start + match[0].length;
    tokens.push({ start, end, text: text.slice(start, end), value, ...form });
  }
  return tokens;
}
