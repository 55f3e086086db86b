import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { helpers, households, users } from "../../server/db/schema";
import { createHouseholdWithOwner, firstHelper, type NewUser } from "../../server/modules/household";

/*
 * Households in tests (decision 0080): a user's subscription and helper live on her household now, so a test that
 * sets them goes through these, by the user it is about.
 */

/** The household this user belongs to now. */
export async function householdIdOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ householdId: users.householdId }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.householdId;
}

/** Sets the subscription fields of the user's household, as an admin or the provider would leave them. */
export async function setSubscription(db: Db, userId: number, fields: Partial<Omit<typeof households.$inferInsert, "id" | "ownerUserId">>) {
  const householdId = await householdIdOf(db, userId);
  await db.update(households).set(fields).where(eq(households.id, householdId));
}

/** The user's household row (its subscription, its owner). */
export async function householdOfUser(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(households)
    .where(eq(households.id, sql`(select ${users.householdId} from ${users} where ${users.id} = ${userId})`));
  return row!;
}

/** Sets the first helper of the user's household (adds her when none is listed), as update-phone would. */
export async function setFirstHelper(db: Db, userId: number, fields: { firstName?: string; phone?: string; language?: string | null }) {
  const householdId = await householdIdOf(db, userId);
  const first = await firstHelper(db, householdId);
  if (first) await db.update(helpers).set(fields).where(eq(helpers.id, first.id));
  else await db.insert(helpers).values({ householdId, firstName: "Maria", phone: "+971501234567", shops: true, ...fields });
}

/** A user in a new household of her own (no session, no trial unless `subscription` says so), straight in the database. */
export async function insertUser(db: Db, values: NewUser, subscription: Partial<typeof households.$inferInsert> = {}) {
  return db.transaction(async (tx) => {
    // A user dated in the past has a household as old (as the migration made them).
    const created = await createHouseholdWithOwner(tx as unknown as Db, values, values.createdAt instanceof Date ? values.createdAt : new Date());
    if (Object.keys(subscription).length === 0) return created;
    const [household] = await tx.update(households).set(subscription).where(eq(households.id, created.household.id)).returning();
    return { user: created.user, household: household! };
  });
}
