/** One line of `npm run bench`'s table: a figure, its budget, and whether the budget is met. */
export type BenchRow = {
  bench: string;
  figure: string;
  value: string;
  budget: string;
  /** null when the figure has no budget of its own (a reference, a detail). */
  met: boolean | null;
};

const verdict = (met: boolean | null) => (met === null ? "" : met ? "met" : "NOT MET");

export function printRows(rows: BenchRow[]) {
  console.table(rows.map((row) => ({ bench: row.bench, figure: row.figure, value: row.value, budget: row.budget, "": verdict(row.met) })));
}

/** The same table as Markdown, for bench/README.md. */
export function markdownRows(rows: BenchRow[]): string {
  const lines = ["| bench | figure | value | budget | |", "|---|---|---|---|---|"];
  for (const row of rows) lines.push(`| ${row.bench} | ${row.figure} | ${row.value} | ${row.budget} | ${verdict(row.met)} |`);
  return lines.join("\n");
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** True when this module is the script node was asked to run (so a bench file is both a module and a command). */
export const isMain = (moduleUrl: string) => process.argv[1] !== undefined && new URL(moduleUrl).pathname === process.argv[1];
