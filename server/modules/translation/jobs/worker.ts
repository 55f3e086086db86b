import { isHelperLanguage } from "../../../../common/languages";
import { sourceLanguageOr } from "../../../../common/source-languages";
import type { RateLimitRule } from "../../../lib/rate-limit/rule";
import type { Db } from "../../../db/client";
import { RateLimitedError, type RateLimiter } from "../../../lib/rate-limit/rate-limiter";
import { ProviderError } from "../providers/provider";
import { recipeSegments } from "../../translation-memory";
import { LostNumbersError, TranslationMissingError, type Translator } from "../translator";
import { claimNextJob, failJob, finishJob, maxJobAttempts, retryJobLater } from "./queue";

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
type RecipeText = { title: string; description: string; ingredients: string[]; instructions: string[]; sourceLanguage: string };

/** 30 s, 1 min, 2 min, … up to an hour, with a little jitter so instances do not come back together. */
export const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000) * (0.9 + Math.random() * 0.2);

/** What went wrong, in words an admin can act on; and whether trying again may help. */
function classify(error: unknown): { reason: string; retry: boolean; retryAfterMs?: number } {
  if (error instanceof ProviderError) {
    return {
      reason: error.retryable ? `the provider is busy or down (${error.status})` : `the provider refused the request (${error.status})`,
      retry: error.retryable,
      retryAfterMs: error.retryAfterSeconds && error.retryAfterSeconds * 1000,
    };
  }
  if (error instanceof LostNumbersError) return { reason: "the provider's translation lost a number", retry: true };
  if (error instanceof TranslationMissingError) return { reason: "no translation provider is configured", retry: false };
  const name = (error as { name?: string })?.name;
  if (name === "TimeoutError" || name === "AbortError") return { reason: "the provider did not answer in time", retry: true };
  return { reason: `the provider could not be reached (${error instanceof Error ? error.message : String(error)})`, retry: true };
}

/**
 * Works through translation_jobs in the background (decision 0046), one job at a time per instance; several
 * instances share the queue without doing a job twice (claimNextJob). Asks the provider only for lines the
 * memory lacks, within the provider's rate limit (counted across instances on PostgreSQL).
 */
export function createTranslationWorker(options: {
  db: Db;
  translator: Translator;
  findRecipe: (id: number) => Promise<RecipeText | undefined>;
  limiter: RateLimiter;
  providerLimit: RateLimitRule;
  log?: Log;
  /** How often to look for jobs whose backoff is over, when nothing nudges the worker. */
  pollMs?: number;
}) {
  const { db, translator, findRecipe, limiter, providerLimit, log, pollMs = 15_000 } = options;
  let draining: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Pauses held: no job starts while any is (see pause()). */
  let pauses = 0;

  async function runOne(): Promise<boolean> {
    const job = await claimNextJob(db);
    if (!job) return false;
    const recipe = await findRecipe(job.recipeId);
    if (!recipe || !isHelperLanguage(job.language)) {
      await finishJob(db, job.id);
      return true;
    }
    try {
      const asked = await translator.fill(recipeSegments(recipe), job.language, sourceLanguageOr(recipe.sourceLanguage), () =>
        limiter.hit(providerLimit, "translation-provider"),
      );
      await finishJob(db, job.id);
      if (asked > 0) log?.info({ recipeId: job.recipeId, language: job.language, lines: asked }, "recipe translated in the background");
    } catch (error) {
      if (error instanceof RateLimitedError) {
        // Our own pace, not a failure of the job.
        await retryJobLater(db, job.id, error.retryAfterSeconds * 1000, "waiting for the provider's rate limit", true);
        return true;
      }
      const { reason, retry, retryAfterMs } = classify(error);
      if (retry && job.attempts < maxJobAttempts) {
        await retryJobLater(db, job.id, Math.max(backoffMs(job.attempts), retryAfterMs ?? 0), reason);
      } else {
        await failJob(db, job.id, reason);
      }
      log?.warn({ recipeId: job.recipeId, language: job.language, attempt: job.attempts, reason }, "background translation failed");
    }
    return true;
  }

  /** Runs jobs until none is due; a nudge meanwhile makes it look once more. */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        while (!stopped && pauses === 0 && (await runOne().catch((error: unknown) => (log?.warn({ err: error }, "translation queue failed"), false)))) {
          // next job
        }
      } while (again && !stopped && pauses === 0);
    })().finally(() => (draining = undefined));
    return draining;
  }

  return {
    drain,
    /** Something was queued (here or, through the database channel, elsewhere): look now. */
    nudge() {
      if (!stopped && pauses === 0) void drain();
    },
    /**
     * Holds the queue: the job under way finishes, then none starts until the returned resume is called
     * (jobs queued meanwhile wait in the table). For whoever must see the database still, as the fuzz suite
     * does between its two fingerprints of one request.
     */
    async pause(): Promise<() => void> {
      pauses += 1;
      await draining;
      let resumed = false;
      return () => {
        if (resumed) return;
        resumed = true;
        pauses -= 1;
        if (pauses === 0 && !stopped) void drain();
      };
    },
    start() {
      stopped = false;
      timer = setInterval(() => void drain(), pollMs);
      timer.unref();
      void drain();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
}
