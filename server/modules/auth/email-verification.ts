import { eq, sql } from "drizzle-orm";
import type { InterfaceLanguage } from "../../../common/languages";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { emailVerifications, passwordResetTokens, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { claimMailedLink, issueMailedLink } from "./mailed-link";
import type { UserRow } from "../../plugins/session";
import { adminPasswordMail, type Mailer, verifyEmailMail } from "../mail";
import { deleteUserSessions } from "../sessions";
import { resetTokenLifetimeMs } from "./password-reset";

export const verificationLifetimeMs = 3 * 24 * 3600_000;

/**
 * Mails a link that proves the address: single use, three days, only its hash stored. An earlier link
 * stays valid, so a second request never breaks the one the owner is about to click. The mail greets
 * nobody by name: the address is not proved, and the name is whoever signed up's.
 */
export async function sendVerificationMail(
  db: Db,
  mailer: Mailer,
  config: Config,
  user: Pick<UserRow, "id" | "email">,
  language: InterfaceLanguage,
  now = new Date(),
) {
  await mailer.send(await verificationMail(db, config, user, language, now));
}

/** The verification mail, its link issued and stored: the part of sendVerificationMail that writes. */
export async function verificationMail(db: Db, config: Config, user: Pick<UserRow, "id" | "email">, language: InterfaceLanguage, now = new Date()) {
  const link = await issueMailedLink(db, config, { table: emailVerifications, page: "/verify-email", user, lifetimeMs: verificationLifetimeMs, now });
  return verifyEmailMail({ to: user.email, link, language });
}

/**
 * Marks the address verified if the link is valid (it works once; any bad link answers alike) and ends
 * the account's other sessions: whoever signed up with someone else's address is signed out when its
 * owner confirms it. The session confirming it stays, if it is the account's own. Never makes an admin.
 */
export async function verifyEmail(
  db: Db,
  input: { email: string; token: string },
  confirmingSession: { userId: number; idHash: string } | undefined,
  now = new Date(),
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const userId = await claimMailedLink(tx as Db, emailVerifications, input, now);
    if (userId === undefined) throw badRequest("invalidVerifyLink");
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await deleteUserSessions(tx as Db, userId, confirmingSession?.userId === userId ? confirmingSession.idHash : undefined);
    return user!;
  });
}

/**
 * Once an ADMIN_EMAILS address is confirmed, the mailbox's owner is sent the link that finishes it: a
 * password-reset link (one hour), whose use sets a password of theirs and makes the admin.
 */
export async function sendAdminPasswordMail(db: Db, mailer: Mailer, config: Config, user: Pick<UserRow, "id" | "email">, language: InterfaceLanguage) {
  const link = await issueMailedLink(db, config, { table: passwordResetTokens, page: "/reset-password", user, lifetimeMs: resetTokenLifetimeMs, now: new Date() });
  await mailer.send(adminPasswordMail({ to: user.email, link, language }));
}
