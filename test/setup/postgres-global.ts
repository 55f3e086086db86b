import type { TestProject } from "vitest/node";
import pg from "pg";
import { startPostgresCluster } from "../../scripts/postgres-cluster";
import { openDatabase, prepareTemplate } from "./database-template";

export const templateDatabase = "wasfa_template";

/**
 * Starts a throwaway PostgreSQL server for the run, prepares a template database once;
 * each test file then gets its own database copied from it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: cluster.url(templateDatabase), poolSize: 2 });
  await prepareTemplate(database);
  await database.close();
  project.provide("dbDriver", "postgres");
  project.provide("pgliteTemplate", "");
  project.provide("postgresUrl", cluster.url("postgres"));
  console.log(`API suite database: PostgreSQL server on port ${cluster.port}`);
  return () => cluster.stop();
}
