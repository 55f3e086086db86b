import { eq, sql } from "drizzle-orm";
import type { User } from "../../../common/user";
import { effectiveStatus } from "../../../common/subscription";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { isoOrNull } from "../../lib/dates";
import { firstHelper, helperFieldsOf, householdOf, type HelperRow } from "../household";

/**
 * The User of docs/spec.md §3: everything the owner may see of their account, never a secret. Since households
 * (decision 0080) its subscription is the household's and its helper the household's first helper (nulls when it
 * lists none), so every field keeps its meaning.
 */
export function toPublicUser(row: UserRow, household: HouseholdRow, helper: HelperRow | undefined): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    country: row.country,
    // What holds now: an expired trial reads inactive (docs/design.md §6). Never set means null.
    subscriptionStatus: household.subscriptionStatus === null ? null : effectiveStatus(household),
    trialEndsAt: isoOrNull(household.trialEndsAt),
    subscriptionEndsAt: isoOrNull(household.subscriptionEndsAt),
    isAdmin: row.isAdmin,
    ...helperFieldsOf(helper),
    ownerPhone: row.ownerPhone,
  };
}

/** The account as GET /api/account answers it, reading the household (unless the caller has it) and its first helper. */
export async function publicUserOf(db: Db, user: UserRow, household?: HouseholdRow): Promise<User> {
  const [ownHousehold, helper] = await Promise.all([
    household && household.id === user.householdId ? household : householdOf(db, user),
    firstHelper(db, user.householdId),
  ]);
  return toPublicUser(user, ownHousehold, helper);
}

/** Emails and usernames compare case-insensitively (the unique indexes are on lower()). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const normalized = username.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${normalized} or lower(${users.email}) = ${normalized}`)
    .limit(1);
  return row;
}

/** Postgres' code for a unique index violation. */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((e) => (e as { code?: string } | undefined)?.code === "23505");
}
