import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { translationJobs } from "../../../db/schema";

export type TranslationJob = typeof translationJobs.$inferSelect;

/** How long a claimed job is its worker's; a worker that died gives it up when this passes. */
export const jobLeaseMs = 5 * 60_000;
/** After this many failed attempts a job is failed for good (its reason is kept for the admin). */
export const maxJobAttempts = 8;

/**
 * Asks for a recipe to be translated into these languages (decision 0046): a pending job per language,
 * replacing a finished or failed one, so an edited recipe is looked at again. Returns the job count.
 */
export async function enqueueTranslations(db: Db, recipeId: number, languages: readonly string[], now = new Date()) {
  if (languages.length === 0) return 0;
  const rows = await db
    .insert(translationJobs)
    .values(languages.map((language) => ({ recipeId, language, status: "pending", runAfter: now })))
    .onConflictDoUpdate({
      target: [translationJobs.recipeId, translationJobs.language],
      set: { status: "pending", attempts: 0, runAfter: now, lastError: null, lockedUntil: null, updatedAt: now },
    })
    .returning({ id: translationJobs.id });
  return rows.length;
}

type JobRow = {
  id: number;
  recipe_id: number;
  language: string;
  attempts: number;
};

/**
 * Takes the next due job for this worker, or none. FOR UPDATE SKIP LOCKED: instances asking at the same
 * moment get different jobs, never the same one; a running job whose lease ran out counts as due.
 */
export async function claimNextJob(db: Db): Promise<{ id: number; recipeId: number; language: string; attempts: number } | undefined> {
  const result = await db.execute<JobRow>(sql`
    update translation_jobs set status = 'running', attempts = attempts + 1,
      locked_until = now() + ${jobLeaseMs} * interval '1 millisecond', updated_at = now()
    where id = (
      select id from translation_jobs
      where (status = 'pending' and run_after <= now()) or (status = 'running' and locked_until < now())
      order by run_after, id
      limit 1
      for update skip locked
    )
    returning id, recipe_id, language, attempts`);
  const row = ((result as { rows?: JobRow[] }).rows ?? (result as unknown as JobRow[]))[0];
  return row && { id: row.id, recipeId: row.recipe_id, language: row.language, attempts: row.attempts };
}

export async function finishJob(db: Db, id: number) {
  await db.update(translationJobs).set({ status: "done", lockedUntil: null, lastError: null, updatedAt: new Date() }).where(eq(translationJobs.id, id));
}

/** Back to the queue, not before `delayMs` from now; `uncounted`: this try does not count as an attempt. */
export async function retryJobLater(db: Db, id: number, delayMs: number, reason: string, uncounted = false) {
  await db
    .update(translationJobs)
    .set({
      status: "pending",
      lockedUntil: null,
      lastError: reason,
      runAfter: sql`now() + ${Math.round(delayMs)} * interval '1 millisecond'`,
      ...(uncounted && { attempts: sql`${translationJobs.attempts} - 1` }),
      updatedAt: new Date(),
    })
    .where(eq(translationJobs.id, id));
}

export async function failJob(db: Db, id: number, reason: string) {
  await db.update(translationJobs).set({ status: "failed", lockedUntil: null, lastError: reason, updatedAt: new Date() }).where(eq(translationJobs.id, id));
}

/** The jobs of some recipes, for the admin's view of coverage. */
export async function jobsOf(db: Db, recipeIds: number[]) {
  if (recipeIds.length === 0) return [];
  return db.select().from(translationJobs).where(inArray(translationJobs.recipeId, recipeIds));
}

/** Jobs still to do (pending, or running) for the backfill's progress. */
export async function openJobCount(db: Db, recipeIds?: number[]) {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(translationJobs)
    .where(and(inArray(translationJobs.status, ["pending", "running"]), recipeIds ? inArray(translationJobs.recipeId, recipeIds) : undefined));
  return row?.n ?? 0;
}
