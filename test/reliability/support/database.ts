import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { clusterControl } from "../../../scripts/postgres-cluster";

/** The run's PostgreSQL server, which tests may stop and start again. */
export const postgresServer = () => clusterControl(inject("reliabilityPostgres").handle);

/** A new empty database on the run's server; the app instances migrate and seed it themselves. */
export async function freshDatabaseUrl(): Promise<string> {
  const serverUrl = inject("reliabilityPostgres").serverUrl;
  const name = `wasfa_rel_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** Runs one query on its own short-lived connection (tests read what the app stored). */
export async function query<Row extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
