/**
 * Quantities with a fraction character ("2½", "½-1") read wrongly in right-to-left text: "½" is a
 * neutral for the Unicode bidi algorithm, so "2½ ملعقة" shows as "½2 ملعقة". Such a
 * quantity is wrapped in a left-to-right isolate (U+2066 … U+2069), which every modern renderer,
 * browsers and WhatsApp included, honours; other text is left as it is.
 */
const leftToRightIsolate = "\u2066";
const popIsolate = "\u2069";
const fractions = "½¼¾⅓⅔⅛⅜⅝⅞";
// A mixed number written "1 1/2" keeps its whole part inside the isolate too.
const quantity = new RegExp(`(?:\\d+ (?=\\d+/\\d))?[0-9${fractions}]+(?:[.,/\\-–][0-9${fractions}]+)*`, "g");
const needsIsolating = new RegExp(`[${fractions}]|\\d/\\d`);

export function isolateQuantities(text: string): string {
  return text.replace(quantity, (match) => (needsIsolating.test(match) ? `${leftToRightIsolate}${match}${popIsolate}` : match));
}
