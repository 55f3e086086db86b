import { eq, sql } from "drizzle-orm";
import type { User } from "../../../common/user";
import { effectiveStatus } from "../../../common/subscription";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "../../plugins/session";
import { isoOrNull } from "../../lib/dates";

/** The User of docs/spec.md §3: everything the owner may see of their account, never a secret. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    country: row.country,
    // What holds now: an expired trial reads inactive (docs/design.md §6). Never set means null.
    subscriptionStatus: row.subscriptionStatus === null ? null : effectiveStatus(row),
    trialEndsAt: isoOrNull(row.trialEndsAt),
    subscriptionEndsAt: isoOrNull(row.subscriptionEndsAt),
    preferredLanguage: row.preferredLanguage,
    isAdmin: row.isAdmin,
    helperFirstName: row.helperFirstName,
    domesticWorkerPhone: row.domesticWorkerPhone,
    ownerPhone: row.ownerPhone,
  };
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
