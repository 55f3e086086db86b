/**
 * `npm run translate:backfill`: once a translation provider is configured (TRANSLATION_PROVIDER and its
 * key), translates every line of every recipe the memory lacks, in every language, on the configured
 * database (decision 0046). It queues what is missing and works through the queue with a progress bar;
 * stopped half-way (Ctrl-C), it goes on from where it was when run again. Running app instances share
 * the queue, so they may finish jobs alongside it.
 */
import { SingleBar, Presets } from "cli-progress";
import { loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/db/client";
import { recipes } from "../server/db/schema";
import { DatabaseCounterStore, MemoryCounterStore } from "../server/lib/rate-limit/counter-store";
import { RateLimiter } from "../server/lib/rate-limit/rate-limiter";
import { findRecipe } from "../server/modules/recipes";
import { coverageOf, enqueueTranslations, jobsOf, openJobCount, createTranslationWorker, createProvider, createTranslator } from "../server/modules/translation";
import { fillTemplateHashes } from "../server/modules/translation-memory";

const config = loadConfig();
const provider = createProvider(config.translation);
if (!provider) {
  console.error("No translation provider is configured: set TRANSLATION_PROVIDER (and its key) first. See README, Translation.");
  process.exit(2);
}

const database = await openConfiguredDatabase(config);
try {
  await fillTemplateHashes(database.db);
  const all = await database.db.select({ id: recipes.id, title: recipes.title, description: recipes.description, ingredients: recipes.ingredients, instructions: recipes.instructions }).from(recipes);
  const ids = all.map((recipe) => recipe.id);

  // Queue each recipe's incomplete languages, except those already queued (a run stopped half-way).
  const open = new Set((await jobsOf(database.db, ids)).filter((job) => job.status === "pending" || job.status === "running").map((job) => `${job.recipeId}:${job.language}`));
  let queued = 0;
  for (const coverage of await coverageOf(database.db, all)) {
    const languages = coverage.languages.filter((l) => l.translated < l.total && !open.has(`${coverage.recipeId}:${l.language}`)).map((l) => l.language);
    queued += await enqueueTranslations(database.db, coverage.recipeId, languages);
  }
  const total = await openJobCount(database.db, ids);
  console.log(`${all.length} recipes; ${total} recipe-languages to translate (${queued} newly queued) with ${provider.name}.`);

  const translator = createTranslator({ db: database.db, provider, timeoutMs: config.translation.timeoutMs });
  const store = database.driver === "postgres" ? new DatabaseCounterStore(database.db) : new MemoryCounterStore();
  const worker = createTranslationWorker({
    db: database.db,
    translator,
    findRecipe: (id) => findRecipe(database.db, id, "system"),
    limiter: new RateLimiter(store),
    providerLimit: config.translation.rateLimit,
  });
  const bar = new SingleBar({ format: "{bar} {value}/{total} recipe-languages · {eta_formatted} left", hideCursor: true }, Presets.shades_classic);
  bar.start(total, 0);
  const tick = setInterval(() => void openJobCount(database.db, ids).then((left) => bar.update(total - left)), 500);
  process.once("SIGINT", () => {
    bar.stop();
    console.log("\nStopped: run it again to go on from here.");
    void worker.stop().then(() => database.close()).then(() => process.exit(130));
  });
  // The queue waits out backoffs: keep draining until nothing is open but what failed for good.
  while ((await openJobCount(database.db, ids)) > 0) {
    await worker.drain();
    if ((await openJobCount(database.db, ids)) > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  clearInterval(tick);
  bar.update(total);
  bar.stop();

  const failed = (await jobsOf(database.db, ids)).filter((job) => job.status === "failed");
  for (const job of failed) console.log(`failed: recipe ${job.recipeId}, ${job.language}: ${job.lastError}`);
  console.log(failed.length === 0 ? "Every recipe is translated into every language." : `${failed.length} recipe-language(s) failed; run again to retry them.`);
  process.exitCode = failed.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
