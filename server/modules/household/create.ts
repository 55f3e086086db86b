import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { households, users } from "../../db/schema";
import type { HouseholdRow, UserRow } from "../../plugins/session";

export type NewUser = Omit<typeof users.$inferInsert, "householdId">;

/**
 * A new account is a household of one (decision 0080): the household, then its user, then the household's owner,
 * all in the caller's transaction (the household's owner and the user's household name each other). The
 * subscription is the caller's to start (signup starts the trial).
 */
export async function createHouseholdWithOwner(tx: Db, values: NewUser, now = new Date()): Promise<{ user: UserRow; household: HouseholdRow }> {
  const [created] = await tx.insert(households).values({ createdAt: now, updatedAt: now }).returning();
  const [user] = await tx
    .insert(users)
    .values({ createdAt: now, updatedAt: now, ...values, householdId: created!.id })
    .returning();
  const [household] = await tx.update(households).set({ ownerUserId: user!.id }).where(eq(households.id, created!.id)).returning();
  return { user: user!, household: household! };
}

/** The household a user belongs to now (every user has one). */
export async function householdOf(db: Db, user: Pick<UserRow, "householdId">): Promise<HouseholdRow> {
  const [row] = await db.select().from(households).where(eq(households.id, user.householdId)).limit(1);
  if (!row) throw new Error(`household ${user.householdId} is missing`);
  return row;
}
