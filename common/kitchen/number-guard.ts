import { toAsciiDigits } from "./digits";

/**
 * The number guard: numbers must survive translation (docs/design.md §5): "2 cups" may become "2 tasa" but never
 * "tasa". Digits of other scripts count as their ASCII value (./digits), so "٢" keeps a "2".
 */

/** Every number of a text (integers, decimals, fraction characters), sorted, as text. */
export function numbersIn(text: string): string[] {
  const normalized = toAsciiDigits(text).replace(/(\d),(\d{3})\b/g, "$1$2");
  const found = normalized.match(/\d+(?:[.,]\d+)?|[½¼¾⅓⅔]/g) ?? [];
  return found.map((n) => n.replace(",", ".")).sort();
}

export function keepsNumbers(source: string, translated: string): boolean {
  return numbersIn(source).join(" ") === numbersIn(translated).join(" ");
}
