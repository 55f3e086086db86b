import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { emailVerifications, passwordResetTokens } from "../../db/schema";
import { newToken, sha256 } from "../../lib/tokens";

type LinkTable = typeof passwordResetTokens | typeof emailVerifications;

/**
 * A link mailed to a user that works once, until `lifetimeMs` passes (a password reset, an address
 * confirmation): only the token's hash is stored. The address is built from APP_URL, never from the
 * request's Host header (DESIGN §7).
 */
export async function issueMailedLink(
  db: Db,
  config: Config,
  options: { table: LinkTable; page: "/reset-password" | "/verify-email"; user: { id: number; email: string }; lifetimeMs: number; now: Date },
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
