import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share this type, so the rest of the server does not know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Resolves when a trivial query succeeds. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it quickly (tests). */
  dump?: () => Promise<Blob>;
};

/** Trigram indexes make substring search fast (migration 0002); PGlite ships the extension as a module. */
const pgliteOptions: PGliteOptions = { extensions: { pg_trgm } };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { pgliteDataDir: string | undefined }
  | { pgliteDump: Blob };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory when no directory is given). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.poolSize);
  if ("pgliteDump" in options) return wrapPglite(await PGlite.create({ ...pgliteOptions, loadDataDir: options.pgliteDump }));
  if (options.pgliteDataDir) mkdirSync(options.pgliteDataDir, { recursive: true });
  return wrapPglite(await PGlite.create({ ...pgliteOptions, dataDir: options.pgliteDataDir }));
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dump: async () => {
      const dump = await client.dumpDataDir("gzip");
      return dump;
    },
  };
}

function openPostgres(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (server restart) must not crash the process: idle ones report to
  // the pool; one checked out for a transaction has no pool listener, so each client gets its own.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
