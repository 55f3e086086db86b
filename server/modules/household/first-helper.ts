import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { helpers } from "../../db/schema";

export type HelperRow = typeof helpers.$inferSelect;

/** The list's order: by position, then by id, so two helpers at one position still have a first. */
export const helperOrder = [asc(helpers.position), asc(helpers.id)] as const;

/**
 * The household's first helper (decision 0080): the SPEC's "helper" — GET /api/account's helperFirstName,
 * domesticWorkerPhone and preferredLanguage, and the one update-phone changes. Undefined when none is listed.
 */
export async function firstHelper(db: Db, householdId: number): Promise<HelperRow | undefined> {
  const [row] = await db
    .select()
    .from(helpers)
    .where(eq(helpers.householdId, householdId))
    .orderBy(...helperOrder)
    .limit(1);
  return row;
}

/** The first helper of each of these households, in one query (the admin's users list). */
export async function firstHelpers(db: Db, householdIds: readonly number[]): Promise<Map<number, HelperRow>> {
  if (householdIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([helpers.householdId])
    .from(helpers)
    .where(inArray(helpers.householdId, [...householdIds]))
    .orderBy(helpers.householdId, ...helperOrder);
  return new Map(rows.map((row) => [row.householdId, row]));
}

/** The helper fields of GET /api/account, from the first helper: nulls when none is listed (docs/spec.md §3). */
export function helperFieldsOf(helper: HelperRow | undefined) {
  return {
    helperFirstName: helper?.firstName ?? null,
    domesticWorkerPhone: helper?.phone ?? null,
    preferredLanguage: helper?.language ?? null,
  };
}

