import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginLinks, passwordResetTokens } from "../../db/schema";

/**
 * A new password ends every link that was mailed on the strength of the old state of the account: reset
 * links (one asked for before a change must not undo it) and login links (sent for the old
 * password). `keepResetLink`: the reset link being used right now, marked used by its caller.
 */
export async function endPasswordLinks(db: Db, userId: number, keepResetLink?: number) {
  await db
    .delete(passwordResetTokens)
    .where(keepResetLink === undefined ? eq(passwordResetTokens.userId, userId) : and(eq(passwordResetTokens.userId, userId), ne(passwordResetTokens.id, keepResetLink)));
  await db.delete(loginLinks).where(eq(loginLinks.userId, userId));
}
