/**
 * Digit scripts of translated lines, and the one place a digit of another script becomes ASCII. A translation
 * may write "٢" or "२" where the English has "2"; the number guard (./number-guard.ts) and the reader of pasted
 * recipes read these eight scripts, so a number written back into a translation uses one of them, the one the
 * line already uses.
 */

/** The code point of the digit zero of each script the guard reads, ASCII first. */
const zeros = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0x1040, 0xd66, 0xbe6, 0xde6] as const;

/** How a line writes its numbers: the zero of its digit script and its decimal separator. */
export interface NumberStyle {
  zero: number;
  decimal: "." | ",";
}

export const asciiStyle: NumberStyle = { zero: 0x30, decimal: "." };

function zeroOfDigit(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  return zeros.find((zero) => code >= zero && code <= zero + 9);
}

/** The digit script of the first digit in `text` (by its zero), or undefined when it has no digit. */
export function digitScriptOf(text: string): number | undefined {
  for (const char of text) {
    const zero = zeroOfDigit(char);
    if (zero !== undefined) return zero;
  }
  return undefined;
}

/** `text` with every digit of a known script turned into ASCII; one UTF-16 unit each, so positions hold. */
export function toAsciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (char) => {
    const zero = zeroOfDigit(char);
    return zero === undefined ? char : String(char.codePointAt(0)! - zero);
  });
}

/** An ASCII number text ("1.5", "2½", "3") written in `style`: its digits and its decimal separator. */
export function writeNumber(ascii: string, style: NumberStyle): string {
  const separated = style.decimal === "," ? ascii.replace(/(\d)\.(\d)/g, "$1,$2") : ascii;
  return separated.replace(/[0-9]/g, (digit) => String.fromCodePoint(style.zero + Number(digit)));
}

/**
 * The decimal separator a language writes ("," in French and Indonesian), from the platform's Intl data.
 * Only "." and "," are kept: the number guard reads no other (an Arabic "٫" would split "1٫5" in two).
 */
export function decimalSeparatorOf(language: string | undefined): "." | "," {
  if (!language) return ".";
  try {
    const part = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === "decimal");
    return part?.value === "," ? "," : ".";
  } catch {
    return ".";
  }
}
