/**
 * Search at scale (docs/design.md §9): 10,000 generated recipes in a scratch database, then the
 * search endpoint under typical queries: p50/p95 server time and the size of one page.
 * Budget: p95 ≤ 30 ms, page ≤ 30 KB, on PostgreSQL (what a catalogue of that size runs on); the embedded
 * PGlite figures are shown for reference.   Run: npm run bench:search (a throwaway PostgreSQL, then PGlite)
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { recipes } from "../server/db/schema";
import { loadCatalog } from "../server/modules/recipes";
import { cuisines, difficulties, recipeCategories } from "../common/cuisines";
import { withThrowawayPostgres } from "./lib/postgres";
import { isMain, percentile, printRows, type BenchRow } from "./lib/report";

const total = Number(process.env.BENCH_RECIPES ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const words = ["chicken", "lamb", "rice", "saffron", "lentil", "spiced", "grilled", "creamy", "fresh", "golden", "stew", "salad", "bread", "sweet", "mint", "lemon"];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

const queries = [
  "q=chicken",
  "q=saffron&sort=quickest",
  "cuisine=middle-eastern&sort=easiest",
  "category=dessert&quick=true",
  "sort=newest",
  "q=lemon&cuisine=indian&category=main&sort=easiest",
];

async function seed(database: Database) {
  for (let offset = 0; offset < total; offset += 500) {
    await database.db.insert(recipes).values(
      Array.from({ length: Math.min(500, total - offset) }, (_, k) => {
        const i = offset + k;
        return {
          title: `${pick(words, i)} ${pick(words, i * 7 + 3)} ${pick(words, i * 13 + 5)} #${i}`,
          description: `A ${pick(words, i * 3)} dish with ${pick(words, i * 5 + 1)} and ${pick(words, i * 11 + 2)}, for the whole family.`,
          cuisineType: pick(cuisines, i).label,
          category: pick(recipeCategories, i),
          difficulty: pick(difficulties, i),
          prepTime: 5 + (i % 40),
          cookTime: i % 90,
          servings: 2 + (i % 6),
          ingredients: ["1 cup rice", "2 onions"],
          instructions: ["Cook.", "Serve."],
          quick: 5 + (i % 40) + (i % 90) <= 30,
          createdAt: new Date(Date.now() - i * 60_000),
        };
      }),
    );
  }
  // As autovacuum would after a bulk load (PGlite has none): fresh statistics for the planner.
  await database.db.execute(sql`analyze recipes`);
}

/** On PostgreSQL when a URL is given, else on the embedded PGlite. */
async function benchSearchOn(databaseUrl: string | undefined): Promise<BenchRow[]> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDataDir: undefined });
  await database.migrate();
  await loadCatalog(database.db);
  const started = performance.now();
  await seed(database);
  console.log(`seeded ${total} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`);

  const app = await buildApp({ config: { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), sessionSecret: "b".repeat(40) }, database, logger: false });
  await app.ready();
  const rows: BenchRow[] = [];
  try {
    for (const query of queries) {
      const url = `/api/recipes/search?${query}&limit=24`;
      const times: number[] = [];
      let bytes = 0;
      for (let round = 0; round < rounds + 5; round++) {
        const t0 = performance.now();
        const response = await app.inject({ method: "GET", url });
        // The first five are warm-up (JIT, the database's caches).
        if (round >= 5) times.push(performance.now() - t0);
        bytes = response.rawPayload.length;
        if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
      }
      const p95 = percentile(times, 95);
      rows.push({
        bench: "scale",
        figure: `search ${query} (${total} recipes, ${database.driver})`,
        value: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, page ${(bytes / 1024).toFixed(1)} KB`,
        budget: databaseUrl ? "p95 ≤ 30 ms, page ≤ 30 KB" : "(reference)",
        met: databaseUrl ? p95 <= 30 && bytes <= 30 * 1024 : null,
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchSearch(): Promise<BenchRow[]> {
  const server = await withThrowawayPostgres((url) => benchSearchOn(url));
  return [...server, ...(await benchSearchOn(undefined))];
}

if (isMain(import.meta.url)) printRows(await benchSearch());
