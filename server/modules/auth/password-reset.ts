import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { ForgotPasswordInput, ResetPasswordInput } from "../../../common/auth.schema";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema";
import * as errorCodes from "../../../common/error-codes";
import { HttpError } from "../../lib/http-error";
import { sha256 } from "../../lib/tokens";
import { awaitsAdminPassword } from "./admin-emails";
import { issueMailedLink } from "./mailed-link";
import { greetingName, type Mailer, resetPasswordMail } from "../mail";
import { hashPassword } from "./password";
import { endPasswordLinks } from "./password-links";
import { deleteUserSessions } from "../sessions";
import { findUserByEmail } from "./users";

export const resetTokenLifetimeMs = 3600_000;

/**
 * Mails a single-use link valid for one hour. An earlier link stays valid: someone else asking for a
 * reset must not break the link the owner is using. Using one link ends the others.
 * Does nothing for an unknown email (the caller answers the same either way).
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  config: Config,
  input: Required<ForgotPasswordInput>,
  now = new Date(),
) {
  const user = await findUserByEmail(db, input.email);
  if (!user) return;
  const link = await issueMailedLink(db, config, { table: passwordResetTokens, page: "/reset-password", user, lifetimeMs: resetTokenLifetimeMs, now });
  await mailer.send(resetPasswordMail({ to: user.email, name: greetingName(user), link, language: input.language }));
}

/**
 * Sets the new password if the link is valid, uses the token up, ends the other mailed links and every
 * session. The link is checked first, in one indexed query on the token's hash, and the password is hashed
 * only for a valid one: a flood of bad links costs no hashing, and a known and an unknown email
 * take the same path and time.
 *
 * Using the link proves the mailbox, and the password is now its owner's: the address counts as verified,
 * and an ADMIN_EMAILS address becomes an admin here, and only here or by `npm run admin` (decision 0059).
 */
export async function resetPassword(db: Db, config: Config, input: ResetPasswordInput, now = new Date()) {
  const invalid = () => new HttpError(400, errorCodes.resetLinkInvalid, "invalidResetLink");
  const [link] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(input.token)),
        eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!link) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    // Claiming the token in one statement means two uses at the same moment cannot both succeed.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw invalid();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, username: users.username, email: users.email, isAdmin: users.isAdmin });
    if (awaitsAdminPassword(config, user!)) {
      await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user!.id));
    }
    await endPasswordLinks(tx as Db, link.userId, link.id);
    await deleteUserSessions(tx as Db, link.userId);
    return user!;
  });
}
