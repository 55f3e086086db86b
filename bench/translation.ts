/**
 * Translate-and-send (docs/design.md §5): server time of POST /api/translate/recipe when every line
 * is in the translation memory, and when none is (a local peer speaking Google Translation v2's API
 * stands in for the provider), plus the provider calls each recipe+language costs.
 * Budget: cached p95 ≤ 20 ms; exactly 1 provider call per miss, 0 on the repeat.   Run: npm run bench:translation
 * Decision 0047: how many lines of 10 household recipes written for the bench (bench/data/unseen-recipes.json)
 * the memory covers with no provider, exactly or from a line that differs only in its numbers.
 */
import { performance } from "node:perf_hooks";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { recipes } from "../server/db/schema";
import { loadCatalog } from "../server/modules/recipes";
import { loadBundledTranslations } from "../server/modules/translation";
import { startProviderPeer } from "../test/helpers/provider-peer";
import { helperLanguages } from "../common/languages";
import { isMain, percentile, printRows, type BenchRow } from "./lib/report";
import { readFileSync } from "node:fs";
import { recallWithOrigin, recipeSegments } from "../server/modules/translation-memory";

type UnseenRecipe = { title: string; description: string; ingredients: string[]; instructions: string[] };
const unseen = JSON.parse(readFileSync(new URL("./data/unseen-recipes.json", import.meta.url), "utf8")) as UnseenRecipe[];

/** Distinct words, not numbers: a number alone would let the number-aware memory cover the next recipe. */
const dishWords = ["Saffron", "Garden", "Harbour", "Desert", "Palm", "Pearl", "Amber", "Cedar", "Falcon", "Oasis", "Dune", "Coral", "Jasmine", "Lantern", "Mosaic", "Orchard", "Pepper", "Quince", "Rose", "Sumac"];

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const newRecipes = 20;

export async function benchTranslation(): Promise<BenchRow[]> {
  const peer = await startProviderPeer();
  const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDataDir: undefined });
  await database.migrate();
  await loadCatalog(database.db);
  await loadBundledTranslations(database.db);
  const base = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", TRANSLATION_PROVIDER: "google", GOOGLE_TRANSLATE_API_KEY: "bench", GOOGLE_TRANSLATE_URL: `${peer.base}/language/translate/v2` });
  const config = { ...base, sessionSecret: "b".repeat(40), rateLimits: { ...base.rateLimits, translatePerUser: { max: 1_000_000, windowMs: 3_600_000 } } };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const signup = await app.inject({
      method: "POST",
      url: "/api/signup",
      headers: { origin: config.appUrl },
      payload: { firstName: "Bench", lastName: "Mark", email: "bench@example.com", username: "bench@example.com", password: "Secret123" },
    });
    const cookie = signup.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const translate = async (recipeId: number, targetLanguage: string) => {
      const t0 = performance.now();
      const response = await app.inject({ method: "POST", url: "/api/translate/recipe", headers: { origin: config.appUrl, cookie }, payload: { recipeId, targetLanguage } });
      const ms = performance.now() - t0;
      if (response.statusCode !== 200) throw new Error(`translate ${recipeId} ${targetLanguage}: ${response.statusCode} ${response.body}`);
      return ms;
    };

    // Every line cached: the bundled catalogue in every helper language.
    const catalogue = await database.db.select({ id: recipes.id }).from(recipes);
    const languages = helperLanguages.map((language) => language.code).filter((code) => code !== "en");
    const cached: number[] = [];
    // Warm-up (JIT, the database's caches), not measured.
    for (let i = 0; i < 30; i++) await translate(catalogue[i % catalogue.length]!.id, languages[(i * 7) % languages.length]!);
    for (let i = 0; i < rounds; i++) cached.push(await translate(catalogue[i % catalogue.length]!.id, languages[i % languages.length]!));
    const cachedCalls = peer.seen.length;

    // Misses: recipes nobody translated yet, each into one language; then the same again.
    const fresh = await database.db
      .insert(recipes)
      .values(
        Array.from({ length: newRecipes }, (_, i) => ({
          title: `Bench Biryani ${dishWords[i]}`,
          description: `A new ${dishWords[i]} dish for the bench.`,
          cuisineType: "Indian",
          category: "main" as const,
          difficulty: "Medium" as const,
          prepTime: 20,
          cookTime: 40,
          servings: 4,
          ingredients: [`2 cups ${dishWords[i]} rice`, "1 kg chicken", "2 onions, sliced"],
          instructions: ["Fry the onions until golden.", `Cook the ${dishWords[i]} rice for 10 minutes.`, "Layer and steam."],
        })),
      )
      .returning({ id: recipes.id });
    peer.reset();
    const missed: number[] = [];
    for (const { id } of fresh) missed.push(await translate(id, "hi"));
    const missCalls = peer.seen.length;
    peer.reset();
    for (const { id } of fresh) await translate(id, "hi");
    const repeatCalls = peer.seen.length;

    // Lines of unseen household recipes the memory covers offline, per language (decision 0047).
    let lines = 0;
    let exact = 0;
    let byNumbers = 0;
    for (const language of languages) {
      for (const recipe of unseen) {
        const segments = recipeSegments(recipe);
        const known = await recallWithOrigin(database.db, segments, language);
        lines += segments.length;
        for (const segment of segments) {
          const found = known.get(segment);
          if (found?.fromTemplate) byNumbers += 1;
          else if (found) exact += 1;
        }
      }
    }
    const share = (n: number) => `${((n / lines) * 100).toFixed(1)} %`;

    const p95 = percentile(cached, 95);
    return [
      {
        bench: "translation",
        figure: `translate-and-send, every line cached (${rounds} requests, ${languages.length} languages)`,
        value: `p50 ${percentile(cached, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, provider calls ${cachedCalls}`,
        budget: "p95 ≤ 20 ms, 0 calls",
        met: p95 <= 20 && cachedCalls === 0,
      },
      {
        bench: "translation",
        figure: `translate-and-send, a miss (${newRecipes} new recipes, local provider peer)`,
        value: `p50 ${percentile(missed, 50).toFixed(1)} ms, p95 ${percentile(missed, 95).toFixed(1)} ms`,
        budget: "",
        met: null,
      },
      {
        bench: "translation",
        figure: "provider calls per recipe+language: first time · repeat",
        value: `${(missCalls / newRecipes).toFixed(2)} · ${(repeatCalls / newRecipes).toFixed(2)}`,
        budget: "1 · 0",
        met: missCalls === newRecipes && repeatCalls === 0,
      },
      {
        bench: "translation",
        figure: `lines of ${unseen.length} unseen household recipes covered offline (${lines} lines × languages)`,
        value: `${share(exact + byNumbers)} (exact ${share(exact)}, from a line with other numbers ${share(byNumbers)})`,
        budget: "",
        met: null,
      },
    ];
  } finally {
    await app.close();
    await database.close();
    await peer.close();
  }
}

if (isMain(import.meta.url)) printRows(await benchTranslation());
