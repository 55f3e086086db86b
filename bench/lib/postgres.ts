import pg from "pg";
import { startPostgresCluster } from "../../scripts/postgres-cluster";
import { ensureSystemDeps } from "../../scripts/system-deps";

/** Runs `bench` with the URL of an empty database on a throwaway PostgreSQL server, stopped afterwards. */
export async function withThrowawayPostgres<T>(bench: (databaseUrl: string) => Promise<T>): Promise<T> {
  ensureSystemDeps();
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url("postgres") });
    await admin.connect();
    await admin.query("create database bench");
    await admin.end();
    return await bench(cluster.url("bench"));
  } finally {
    cluster.stop();
  }
}
