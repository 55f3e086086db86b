import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, prepareTemplate } from "./database-template";

/**
 * A fresh PGlite takes seconds and most of a gigabyte; so the suite migrates one once, dumps it,
 * and every test file opens its own copy of the dump (about half a second).
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ pgliteDataDir: undefined });
  await prepareTemplate(database);
  const dump = await database.dump!();
  await database.close();
  const dir = path.resolve(".tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbDriver", "pglite");
  project.provide("pgliteTemplate", file);
  project.provide("postgresUrl", "");
  console.log("API suite database: PGlite (embedded)");
}
