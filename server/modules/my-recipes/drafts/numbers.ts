import { toAsciiDigits } from "../../../../common/kitchen/digits";

/** ASCII digits, and the Arabic decimal point (٫) and thousands separator (٬) as a plain reading has them. */
const plainDigits = (text: string) => toAsciiDigits(text).replace(/\u066b/g, ".").replace(/\u066c/g, "");

const vulgarFractions: Record<string, string> = { "½": ".5", "¼": ".25", "¾": ".75", "⅓": ".33", "⅔": ".67" };

/** Number words that give times and servings ("serves two", "عشر دقائق"). */
const numberWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, "forty-five": 45, fifty: 50, sixty: 60,
  واحد: 1, واحدة: 1, اثنين: 2, اثنان: 2, ثلاث: 3, ثلاثة: 3, أربع: 4, اربع: 4, أربعة: 4, اربعة: 4, خمس: 5,
  خمسة: 5, ست: 6, ستة: 6, سبع: 7, سبعة: 7, ثمان: 8, ثماني: 8, ثمانية: 8, تسع: 9, تسعة: 9, عشر: 10, عشرة: 10,
  عشرين: 20, عشرون: 20, ثلاثين: 30, ثلاثون: 30, أربعين: 40, اربعين: 40, خمسين: 50,
};

/**
 * ASCII digits, decimal points and fractions written as decimals ("1 ½" → "1.5", "1 1/2" → "1.5",
 * "1,5" → "1.5"), and number words as digits, so one pattern can read every way a time or a yield is written.
 * Times and yields are short: only the first 300 characters are read, which keeps a hostile page's
 * megabyte-long "recipeYield" from costing the patterns time.
 */
export function plainNumbers(text: string): string {
  return plainDigits(text.slice(0, 300))
    .toLowerCase()
    .replace(/(\d)\s*([½¼¾⅓⅔])/g, (_, whole: string, f: string) => whole + vulgarFractions[f])
    .replace(/[½¼¾⅓⅔]/g, (f) => "0" + vulgarFractions[f])
    .replace(/(\d+)\s+(\d)\/(\d)/g, (_, w: string, n: string, d: string) => String(Number(w) + Number(n) / Number(d)))
    .replace(/(?<![\d.])(\d)\/(\d)(?![\d])/g, (_, n: string, d: string) => String(Number(n) / Number(d)))
    .replace(/(\d),(\d)(?!\d\d)/g, "$1.$2")
    .replace(/[\p{L}-]+/gu, (word) => (word in numberWords ? String(numberWords[word]) : word));
}

/** The first number written in a text (ranges give their first end: "6-8" → 6), or undefined. */
export function firstNumber(text: string): number | undefined {
  const match = /\d+(?:\.\d+)?/.exec(plainNumbers(text));
  return match ? Number(match[0]) : undefined;
}
