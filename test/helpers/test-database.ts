import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";

const templateDatabase = "wasfa_template";

/**
 * A database of its own for one test file, copied from the suite's migrated and seeded template,
 * on whichever driver this project runs (PGlite or PostgreSQL).
 */
export async function openTestDatabase(): Promise<Database & { name: string }> {
  if (inject("dbDriver") === "pglite") {
    const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
    return Object.assign(await openDatabase({ pgliteDump: dump }), { name: "pglite" });
  }
  const serverUrl = inject("postgresUrl");
  const name = `wasfa_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabase}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: serverUrl.replace(/\/[^/]*$/, `/${name}`), poolSize: 5 });
  return { ...database, name, close: async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  } };
}
