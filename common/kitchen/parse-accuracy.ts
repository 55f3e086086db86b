import { parseIngredientLine } from "./parse-ingredient-line";

/** One line of the test set (common/kitchen/fixtures/ingredient-lines.json): what a cook reads in it, written by hand. */
export interface ExpectedLine {
  line: string;
  language: "en" | "ar";
  cuisine: string;
  quantity: number | null;
  quantityMax?: number;
  unit: string | null;
  /** The key of the first thing the line names. */
  item: string;
}

const close = (a: number | null | undefined, b: number | null | undefined) =>
  a === b || (typeof a === "number" && typeof b === "number" && Math.abs(a - b) < 1e-3);

/** How the parser does on each field of each line, and the lines it gets wrong (decision 0069). */
export function parseAccuracy(lines: ExpectedLine[]) {
  const misses: { line: string; field: string; expected: unknown; got: unknown }[] = [];
  let quantity = 0;
  let unit = 0;
  let item = 0;
  for (const expected of lines) {
    const first = parseIngredientLine(expected.line, expected.language)[0];
    const got = { quantity: first?.quantity ?? null, quantityMax: first?.quantityMax, unit: first?.unit ?? null, item: first?.itemKey ?? "" };
    if (close(got.quantity, expected.quantity) && close(got.quantityMax, expected.quantityMax)) quantity++;
    else misses.push({ line: expected.line, field: "quantity", expected: [expected.quantity, expected.quantityMax], got: [got.quantity, got.quantityMax] });
    if (got.unit === expected.unit) unit++;
    else misses.push({ line: expected.line, field: "unit", expected: expected.unit, got: got.unit });
    if (got.item === expected.item) item++;
    else misses.push({ line: expected.line, field: "item", expected: expected.item, got: got.item });
  }
  const share = (n: number) => n / Math.max(1, lines.length);
  return { lines: lines.length, quantity: share(quantity), unit: share(unit), item: share(item), misses };
}
