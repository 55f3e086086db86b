/**
 * Grants or revokes admin rights on the configured database (DATABASE_URL, else the embedded one):
 *   npm run admin -- grant owner@example.com
 *   npm run admin -- revoke owner@example.com
 * The user must have signed up. ADMIN_EMAILS grants only once the mailbox's owner has set the password
 * through a mailed link (decision 0059); this grants at once, whoever set the password, and also revokes.
 */
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/db/client";
import { users } from "../server/db/schema";

const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant|revoke <email>");
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const updated = await database.db
    .update(users)
    .set({ isAdmin: action === "grant" })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  if (updated.length === 0) {
    console.error(`No user with the email ${email}. They must sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is ${action === "grant" ? "now an admin" : "no longer an admin"}.`);
  }
} finally {
  await database.close();
}
