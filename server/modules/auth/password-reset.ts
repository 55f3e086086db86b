import { and, eq, gt, isNull } from "drizzle-orm";
import type { ForgotPasswordInput, ResetPasswordInput } from "../../../common/auth";
import { displayName } from "../../../common/user";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { newToken, sha256 } from "../../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail } from "../mail/reset-password-mail";
import { hashPassword } from "./password";
import { deleteUserSessions } from "./sessions";
import { findUserByEmail } from "./users";

export const resetTokenLifetimeMs = 3600_000;

/**
 * Mails a single-use link valid for one hour; a newer request replaces older links.
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
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
      createdAt: now,
    });
  });
  // Built from APP_URL, never from the request's Host header (DESIGN §7).
  const link = `${config.appUrl}/reset-password?email=${encodeURIComponent(user.email)}&token=${token}`;
  await mailer.send(resetPasswordMail({ to: user.email, name: displayName(user), link, language: input.language }));
}

/** Sets the new password if the link is valid, uses the token up, and ends every session. */
export async function resetPassword(db: Db, input: ResetPasswordInput, now = new Date()) {
  const invalid = () => badRequest("invalidResetLink");
  const user = await findUserByEmail(db, input.email);
  if (!user) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Claiming the token in one statement means two uses at the same moment cannot both succeed.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw invalid();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await deleteUserSessions(tx as Db, user.id);
  });
}
