/**
 * Decision 0069: how well ingredient lines are parsed and lists are made, on data kept in the repo.
 * - Parse accuracy per field (quantity with its range, unit, item key) on the test set of real lines
 *   (common/kitchen/fixtures/ingredient-lines.json), English and Arabic apart.
 *   Budget: ≥ 95% on quantity and unit, ≥ 90% on item.
 * - The hand-written lists of menus of 3–7 bundled dishes (common/kitchen/fixtures/menus): lines that match,
 *   no duplicate thing on any list (expected or made), no preparation word on any list, no water.
 * - Time to parse every line of the catalogue (done once per save, never per list) and to make a list.
 * Run: npm run bench:ingredients
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseAccuracy, type ExpectedLine } from "../common/kitchen/parse-accuracy";
import { parseIngredientLine, parseIngredientLines } from "../common/kitchen/parse-ingredient-line";
import { formatShoppingList } from "../common/kitchen/shopping-format";
import { buildShoppingList } from "../common/kitchen/shopping-list";
import { readCatalog } from "../server/modules/recipes";
import { rootDir } from "../scripts/client-build";
import { isMain, percentile, printRows, type BenchRow } from "./lib/report";

const fixtures = path.join(rootDir, "common/kitchen/fixtures");
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/** Words that say how a dish wants a thing (the list must hold none of them). */
const preparationWords = /\b(?:chopped|sliced|diced|grated|crushed|minced|peeled|melted|softened|beaten|rinsed|drained|soaked|halved|cubed|to serve|to taste|for frying|optional)\b/i;

type MenuFixture = { dishes: { slug: string; servings: number }[]; expected: Record<string, string[]> };

export async function benchIngredients(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const lines = JSON.parse(readFileSync(path.join(fixtures, "ingredient-lines.json"), "utf8")) as ExpectedLine[];
  for (const language of ["en", "ar"] as const) {
    const set = lines.filter((line) => line.language === language);
    const result = parseAccuracy(set);
    const cuisines = new Set(set.map((line) => line.cuisine)).size;
    const figure = `parse accuracy, ${language === "en" ? "English" : "Arabic"} (${set.length} lines, ${cuisines} cuisines): quantity · unit · item`;
    rows.push({
      bench: "ingredients",
      figure,
      value: `${percent(result.quantity)} · ${percent(result.unit)} · ${percent(result.item)}`,
      budget: "≥ 95% · ≥ 95% · ≥ 90%",
      met: result.quantity >= 0.95 && result.unit >= 0.95 && result.item >= 0.9,
    });
    for (const miss of result.misses) console.log(`  miss (${language}, ${miss.field}): ${miss.line} — expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.got)}`);
  }

  const catalog = readCatalog();
  const english = JSON.parse(readFileSync(path.join(rootDir, "catalog/shopping-items/en.json"), "utf8")) as Record<string, string>;
  const menuFiles = readdirSync(path.join(fixtures, "menus")).filter((file) => file.endsWith(".json"));
  let expectedLines = 0;
  let matched = 0;
  let duplicates = 0;
  let preparation = 0;
  let water = 0;
  for (const file of menuFiles) {
    const menu = JSON.parse(readFileSync(path.join(fixtures, "menus", file), "utf8")) as MenuFixture;
    const list = formatShoppingList(
      buildShoppingList(
        menu.dishes.map(({ slug, servings }) => {
          const recipe = catalog.find((candidate) => candidate.slug === slug)!;
          return { parsed: parseIngredientLines(recipe.ingredients), factor: servings / recipe.servings };
        }),
      ),
      "en",
      (line) => english[line.key],
    );
    const made = list.groups.flatMap((group) => group.lines.map((line) => `${group.aisle}|${line.text}`));
    const expected = Object.entries(menu.expected).flatMap(([aisle, texts]) => texts.map((text) => `${aisle}|${text}`));
    expectedLines += expected.length;
    matched += expected.filter((line) => made.includes(line)).length;
    for (const names of [expected.map((line) => line.split(" — ")[0]), list.groups.flatMap((group) => group.lines.map((line) => line.key))]) {
      duplicates += names.length - new Set(names).size;
    }
    preparation += [...expected, ...made].filter((line) => preparationWords.test(line)).length;
    water += list.groups.flatMap((group) => group.lines).filter((line) => line.key === "water").length;
    for (const line of expected.filter((candidate) => !made.includes(candidate))) console.log(`  ${file}: expected ${line}, not made`);
    for (const line of made.filter((candidate) => !expected.includes(candidate))) console.log(`  ${file}: made ${line}, not expected`);
  }
  rows.push({
    bench: "ingredients",
    figure: `hand-written lists of ${menuFiles.length} menus (3–7 bundled dishes): lines made as written`,
    value: `${matched} of ${expectedLines}`,
    budget: "all",
    met: matched === expectedLines,
  });
  rows.push({
    bench: "ingredients",
    figure: "duplicate things · preparation words · water, on any list (expected or made)",
    value: `${duplicates} · ${preparation} · ${water}`,
    budget: "0 · 0 · 0",
    met: duplicates === 0 && preparation === 0 && water === 0,
  });

  const catalogueLines = catalog.flatMap((recipe) => recipe.ingredients);
  const parseTimes: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    for (const line of catalogueLines) parseIngredientLine(line);
    parseTimes.push(performance.now() - start);
  }
  rows.push({
    bench: "ingredients",
    figure: `parse every line of the catalogue (${catalogueLines.length} lines; once per save, never per list), median of 5`,
    value: `${percentile(parseTimes, 50).toFixed(0)} ms (${((percentile(parseTimes, 50) / catalogueLines.length) * 1000).toFixed(0)} µs a line)`,
    budget: "",
    met: null,
  });
  const week = catalog.slice(0, 7).map((recipe) => ({ parsed: parseIngredientLines(recipe.ingredients), factor: 1 }));
  const listTimes: number[] = [];
  for (let round = 0; round < 200; round++) {
    const start = performance.now();
    formatShoppingList(buildShoppingList(week), "hi", (line) => english[line.key]);
    listTimes.push(performance.now() - start);
  }
  rows.push({ bench: "ingredients", figure: "make a week's list of 7 dishes from their stored parse (p50 · p95 of 200)", value: `${percentile(listTimes, 50).toFixed(2)} · ${percentile(listTimes, 95).toFixed(2)} ms`, budget: "", met: null });
  return rows;
}

if (isMain(import.meta.url)) printRows(await benchIngredients());
