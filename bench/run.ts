/**
 * `npm run bench`: every benchmark of bench/ against the production build, one after the other (each
 * needs the machine to itself), then one table of every figure with its budget. The same table is
 * written as Markdown to bench/last-run.md, to copy into bench/README.md with the date and machine.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { rootDir } from "../scripts/client-build";
import { benchApi } from "./api";
import { benchBundle } from "./bundle-size";
import { benchHelperPage } from "./helper-page";
import { benchIngredients } from "./ingredient-parse";
import { benchImportAccuracy } from "./import-accuracy";
import { benchPages } from "./lighthouse";
import { benchPasteParse } from "./paste-parse";
import { benchPageServer } from "./page-server";
import { markdownRows, printRows, type BenchRow } from "./lib/report";
import { benchSearch } from "./search-scale";
import { benchTranslation } from "./translation";

const benches: [string, () => Promise<BenchRow[]>][] = [
  ["bundle", benchBundle],
  ["api", benchApi],
  ["page-server", benchPageServer],
  ["pages", benchPages],
  ["helper", benchHelperPage],
  ["scale", benchSearch],
  ["translation", benchTranslation],
  ["ingredients", benchIngredients],
  ["import", benchImportAccuracy],
  ["paste", benchPasteParse],
];

const only = process.argv.slice(2);
const rows: BenchRow[] = [];
for (const [name, run] of benches) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  rows.push(...(await run()));
}

printRows(rows);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const markdown = `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}\n\n${markdownRows(rows)}\n`;
writeFileSync(path.join(rootDir, "bench/last-run.md"), markdown);
const missed = rows.filter((row) => row.met === false).length;
console.log(missed === 0 ? "\nEvery budget met." : `\n${missed} budget(s) not met — see bench/README.md for what limits them.`);
