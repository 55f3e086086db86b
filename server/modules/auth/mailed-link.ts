import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { emailVerifications, loginLinks, passwordResetTokens } from "../../db/schema";
import { newToken, sha256 } from "../../lib/tokens";

type LinkTable = typeof passwordResetTokens | typeof emailVerifications | typeof loginLinks;

/**
 * A link mailed to a user that works once, until `lifetimeMs` passes (a password reset, an address
 * confirmation, a login): only the token's hash is stored. The address is built from APP_URL, never from the
 * request's Host header (docs/design.md §7).
 */
export async function issueMailedLink(
  db: Db,
  config: Config,
  options: { table: LinkTable; page: "/reset-password" | "/verify-email" | "/login-link"; user: { id: number; email: string }; lifetimeMs: number; now: Date },
): Promise<string> {
  const token = newToken();
  await db.insert(options.table).values({
    userId: options.user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(options.now.getTime() + options.lifetimeMs),
    createdAt: options.now,
  });
  return `${config.appUrl}${options.page}?email=${encodeURIComponent(options.user.email)}&token=${token}`;
}

/**
 * Uses a mailed link up, if it is valid for the email it names: one statement claims the token, so two
 * uses at the same moment cannot both succeed. Returns whose link it was, or undefined (any bad link alike).
 */
export async function claimMailedLink(
  db: Db,
  table: LinkTable,
  input: { email: string; token: string },
  now: Date,
): Promise<number | undefined> {
  const [claimed] = await db
    .update(table)
    .set({ usedAt: now })
    .where(
      and(
        eq(table.tokenHash, sha256(input.token)),
        isNull(table.usedAt),
        gt(table.expiresAt, now),
        sql`${table.userId} = (select id from users where lower(email) = ${input.email.trim().toLowerCase()})`,
      ),
    )
    .returning({ userId: table.userId });
  return claimed?.userId;
}
