import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { households, sessions, users } from "../../db/schema";
import { newToken, sha256 } from "../../lib/tokens";

/** A session ends after 14 days unused, and after 60 days whatever happens. */
export const sessionIdleMs = 14 * 24 * 3600_000;
export const sessionAbsoluteMs = 60 * 24 * 3600_000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const touchEveryMs = 3600_000;

/** Starts a session and returns its id for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const id = newToken();
  await db.insert(sessions).values({
    idHash: sha256(id),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionAbsoluteMs),
  });
  return id;
}

/**
 * The user of a live session and the household they belong to now (decision 0080), or undefined: one query, as
 * every signed-in request asks. Slides the idle window forward now and then.
 */
export async function findSessionUser(db: Db, sessionId: string, now = new Date()) {
  const idHash = sha256(sessionId);
  const [row] = await db
    .select({ user: users, household: households, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(households, eq(households.id, users.householdId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs))))
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { user: row.user, household: row.household, idHash };
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(sessionId)));
}

/** Ends every session of a user, except the one named (the one making the change). */
export async function deleteUserSessions(db: Db, userId: number, exceptIdHash?: string) {
  await db
    .delete(sessions)
    .where(exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId));
}

/** Drops expired rows; called now and then, never on the request path of a user. */
export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
