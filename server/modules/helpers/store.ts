import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import * as errorCodes from "../../../common/error-codes";
import type { Helper, HelperPatch } from "../../../common/helpers";
import type { HelperRole } from "../../../common/helpers";
import { readPhone } from "../../../common/phone";
import type { Db } from "../../db/client";
import { helpers, households } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { helperOrder, type HelperRow } from "../household";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const ofHousehold = (householdId: number, id?: number) =>
  id === undefined ? eq(helpers.householdId, householdId) : and(eq(helpers.householdId, householdId), eq(helpers.id, id));

export const toHelper = (row: HelperRow): Helper => ({
  id: row.id,
  firstName: row.firstName,
  phone: row.phone,
  language: row.language,
  role: row.role as HelperRole,
  shops: row.shops,
  position: row.position,
});

/** The household's helpers, first first (by position, then the order they were added). */
export async function listHelpers(db: Db | Tx, householdId: number): Promise<Helper[]> {
  const rows = await db.select().from(helpers).where(ofHousehold(householdId)).orderBy(...helperOrder);
  return rows.map(toHelper);
}

/**
 * One helper of this household, or a 404 (decision 0081): another household's helper, or one since removed, is
 * not found, never forbidden, so ids say nothing about other households.
 */
export async function findHelper(db: Db | Tx, householdId: number, id: number): Promise<Helper> {
  return toHelper(await helperRowOf(db, householdId, id));
}

/** Of these ids, those of this household's helpers: a planned meal may name only its own household's cook. */
export async function householdHelperIds(db: Db | Tx, householdId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: helpers.id })
    .from(helpers)
    .where(and(ofHousehold(householdId), inArray(helpers.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/** The helper who does the shopping, if one is marked. */
export async function shoppingHelperRow(db: Db, householdId: number): Promise<HelperRow | undefined> {
  const [row] = await db
    .select()
    .from(helpers)
    .where(and(ofHousehold(householdId), eq(helpers.shops, true)))
    .orderBy(...helperOrder)
    .limit(1);
  return row;
}

/** One helper's row of this household, or a 404 (a send names her by id). */
export async function helperRowOf(db: Db | Tx, householdId: number, id: number): Promise<HelperRow> {
  const [row] = await db.select().from(helpers).where(ofHousehold(householdId, id)).limit(1);
  if (!row) throw notFound("helperNotFound");
  return row;
}

/**
 * The number as the helper form reads it (docs/spec.md §7 update-phone, decision 0073): a national number in the
 * country sent with it, else the owner's profile country; with neither it is refused, never guessed.
 */
export function helperPhone(input: string, country: string | null | undefined, field = "phone") {
  const reading = readPhone(input, country);
  if (!reading.ok) {
    const problem = reading.reason === "needsCountry" ? "phoneCountryRequired" : "invalidPhone";
    throw badRequest(problem, { [field]: [problem] });
  }
  return reading.e164;
}

/** Only one helper does the shopping: marking one clears the others. */
async function clearShopper(tx: Tx, householdId: number, except: number) {
  await tx
    .update(helpers)
    .set({ shops: false, updatedAt: new Date() })
    .where(and(ofHousehold(householdId), ne(helpers.id, except), eq(helpers.shops, true)));
}

/**
 * Adds a helper at the end of the list, within HOUSEHOLD_HELPER_LIMIT. The count and the insert run under a lock
 * on the household's row, so two adds at once (two members, two tabs) cannot both take the last place.
 */
export async function createHelper(
  db: Db,
  householdId: number,
  fields: { firstName: string; phone: string; language: string; role: HelperRole; shops?: boolean },
  limit: number,
): Promise<Helper> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${households} where ${households.id} = ${householdId} for update`);
    const [kept] = await tx
      .select({ count: count(), last: sql<number | null>`max(${helpers.position})` })
      .from(helpers)
      .where(ofHousehold(householdId));
    if ((kept?.count ?? 0) >= limit) {
      const error = new HttpError(409, errorCodes.helperLimitReached, "helpersFull");
      error.messageParams = () => ({ max: String(limit) });
      throw error;
    }
    const position = kept?.last === null || kept?.last === undefined ? 0 : Number(kept.last) + 1;
    const [row] = await tx
      .insert(helpers)
      .values({ householdId, ...fields, shops: fields.shops ?? false, position })
      .returning();
    if (row!.shops) await clearShopper(tx, householdId, row!.id);
    return toHelper(row!);
  });
}

/** Changes the fields given (the number already read to E.164); a 404 for a helper not of this household. */
export async function updateHelper(db: Db, householdId: number, id: number, patch: Omit<HelperPatch, "phoneCountry">): Promise<Helper> {
  return db.transaction(async (tx) => {
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const [row] = await tx
      .update(helpers)
      .set({ ...changes, updatedAt: new Date() })
      .where(ofHousehold(householdId, id))
      .returning();
    if (!row) throw notFound("helperNotFound");
    if (patch.shops) await clearShopper(tx, householdId, id);
    return toHelper(row);
  });
}

/**
 * Removes a helper. Links sent to her keep working (their helper becomes null), and a meal she was to cook is then
 * cooked by nobody named (the foreign keys set null); the next helper becomes the first if she was.
 */
export async function deleteHelper(db: Db, householdId: number, id: number) {
  const removed = await db.delete(helpers).where(ofHousehold(householdId, id)).returning({ id: helpers.id });
  if (removed.length === 0) throw notFound("helperNotFound");
}

/** Makes this helper the first (the SPEC's helper); the others keep their order after her. */
export async function makeHelperFirst(db: Db, householdId: number, id: number): Promise<Helper[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${households} where ${households.id} = ${householdId} for update`);
    const current = await listHelpers(tx, householdId);
    if (!current.some((helper) => helper.id === id)) throw notFound("helperNotFound");
    const order = [id, ...current.filter((helper) => helper.id !== id).map((helper) => helper.id)];
    for (const [position, helperId] of order.entries()) {
      await tx.update(helpers).set({ position, updatedAt: new Date() }).where(ofHousehold(householdId, helperId));
    }
    return listHelpers(tx, householdId);
  });
}
