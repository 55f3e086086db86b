import { eq } from "drizzle-orm";
import type { InterfaceLanguage } from "../../../common/languages";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { loginLinks, users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import type { UserRow } from "../../plugins/session";
import { greetingName, loginLinkMail, type Mailer } from "../mail";
import { claimMailedLink, issueMailedLink } from "./mailed-link";

/** Short: it stands in for a password that was just typed (decision 0060). */
export const loginLinkLifetimeMs = 15 * 60_000;

/**
 * Past the account's ceiling of failed logins, the right password mails this instead of opening a session:
 * whoever guessed it has no mailbox, the owner has (decision 0060). Single use, only its hash stored.
 */
export async function mailLoginLink(db: Db, mailer: Mailer, config: Config, user: UserRow, language: InterfaceLanguage, now = new Date()) {
  const link = await issueMailedLink(db, config, { table: loginLinks, page: "/login-link", user, lifetimeMs: loginLinkLifetimeMs, now });
  await mailer.send(loginLinkMail({ to: user.email, name: greetingName(user), link, language }));
}

/** The account a valid login link opens, the link used up; any bad link answers alike. */
export async function useLoginLink(db: Db, input: { email: string; token: string }, now = new Date()): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const userId = await claimMailedLink(tx as Db, loginLinks, input, now);
    if (userId === undefined) throw badRequest("invalidLoginLink");
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    return user!;
  });
}
