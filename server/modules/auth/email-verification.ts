import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { InterfaceLanguage } from "../../../common/languages";
import { displayName } from "../../../common/user";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { emailVerifications, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { sha256 } from "../../lib/tokens";
import { issueMailedLink } from "./mailed-link";
import type { UserRow } from "../../plugins/session";
import type { Mailer } from "../mail/mailer";
import { verifyEmailMail } from "../mail/verify-email-mail";

export const verificationLifetimeMs = 3 * 24 * 3600_000;

/** ADMIN_EMAILS names admins; only an address its owner has proved counts (issue 13.1). */
export const deservesAdmin = (config: Config, user: Pick<UserRow, "email" | "emailVerifiedAt" | "isAdmin">) =>
  !user.isAdmin && user.emailVerifiedAt !== null && config.adminEmails.has(user.email.toLowerCase());

/**
 * Mails a link that proves the address: single use, three days, only its hash stored. An earlier link
 * stays valid, so a second request never breaks the one the owner is about to click.
 */
export async function sendVerificationMail(
  db: Db,
  mailer: Mailer,
  config: Config,
  user: Pick<UserRow, "id" | "email" | "firstName" | "lastName" | "username">,
  language: InterfaceLanguage,
  now = new Date(),
) {
  const link = await issueMailedLink(db, config, { table: emailVerifications, page: "/verify-email", user, lifetimeMs: verificationLifetimeMs, now });
  await mailer.send(verifyEmailMail({ to: user.email, name: displayName(user), link, language }));
}

/**
 * Marks the address verified if the link is valid (one statement claims the token, so it works once),
 * and makes an ADMIN_EMAILS address an admin now that it is proved. Any bad link answers alike.
 */
export async function verifyEmail(db: Db, config: Config, input: { email: string; token: string }, now = new Date()): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, sha256(input.token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
          sql`${emailVerifications.userId} = (select id from users where lower(email) = ${input.email.trim().toLowerCase()})`,
        ),
      )
      .returning({ userId: emailVerifications.userId });
    if (claimed.length === 0) throw badRequest("invalidVerifyLink");
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, claimed[0]!.userId))
      .returning();
    if (!deservesAdmin(config, user!)) return user!;
    const [admin] = await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user!.id)).returning();
    return admin!;
  });
}
