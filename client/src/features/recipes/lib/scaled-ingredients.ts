import { scaleIngredient, scaleTranslation } from "@common/kitchen/scale";

/**
 * The ingredient lines as shown, at other servings (decision 0050): English lines scale themselves; a localized
 * line takes the numbers its English source scales to (the number guard makes them correspond), and stays
 * as it is if they cannot be matched.
 */
export function scaledIngredients(lines: string[], sourceLines: string[], factor: number, language: string): string[] {
  if (factor === 1) return lines;
  return lines.map((line, i) => {
    const source = sourceLines[i] ?? line;
    if (source === line) return scaleIngredient(line, factor);
    return scaleTranslation(source, line, factor, { language }) ?? line;
  });
}
