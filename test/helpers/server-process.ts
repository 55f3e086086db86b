import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

export { freePort } from "../../scripts/app-process";

/**
 * Environment for a server process or command on this run's driver: an empty PGlite folder,
 * or a new empty PostgreSQL database.
 */
export async function freshDatabaseEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-process-"));
  // PAYMENTS=test: a production process on PostgreSQL refuses the test checkout unless asked for by name.
  if (inject("dbDriver") === "pglite") return { DATA_DIR: dataDir, DATABASE_URL: "", PAYMENTS: "test" };
  const serverUrl = inject("postgresUrl");
  const name = `wasfa_process_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { DATA_DIR: dataDir, DATABASE_URL: serverUrl.replace(/\/[^/]*$/, `/${name}`), PAYMENTS: "test" };
}
