import type { Config } from "../../config";
import type { UserRow } from "../../plugins/session";

/**
 * An ADMIN_EMAILS account that is not an admin yet. Proving the address is not enough to become one: the
 * password may be a stranger's who signed up first. Admin rights come with a password set through a
 * mailed link (password-reset.ts) or `npm run admin` (decision 0059).
 */
export const awaitsAdminPassword = (config: Config, user: Pick<UserRow, "email" | "isAdmin">) =>
  !user.isAdmin && config.adminEmails.has(user.email.toLowerCase());
