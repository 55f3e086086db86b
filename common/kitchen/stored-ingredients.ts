import { parseIngredientLines, parserVersion, type ParsedIngredient } from "./parse-ingredient-line";

/** recipes.parsed_ingredients: the parser version and one list of things to buy per ingredient line. */
export interface StoredIngredients {
  version: number;
  lines: ParsedIngredient[][];
}

/** What is stored for a recipe's lines, written with them (seed, admin create/edit, household save and import). */
export function storedIngredients(lines: string[], language: string): StoredIngredients {
  return { version: parserVersion, lines: parseIngredientLines(lines, language) };
}

/** A stored parse is read only when it is of this parser and of these very lines (as many as there are). */
export function isCurrent(stored: StoredIngredients | null | undefined, lines: string[]): stored is StoredIngredients {
  return !!stored && stored.version === parserVersion && Array.isArray(stored.lines) && stored.lines.length === lines.length;
}
