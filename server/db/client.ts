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
  /**
   * PostgreSQL only: messages between the instances sharing the database (LISTEN/NOTIFY), e.g. "clear
   * your cache". The embedded database has a single process, which needs none.
   */
  channel?: DatabaseChannel;
};

export type DatabaseChannel = {
  /** Calls `onMessage` for every message on `name`, from any instance (this one too), until closed. */
  listen(name: string, onMessage: (payload: string) => void): void;
  /** Sends to every listener; a message lost during an outage is covered by the listeners' own expiry. */
  notify(name: string, payload: string): Promise<void>;
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

/**
 * The database the configuration names, with its migrations applied: PostgreSQL at `DATABASE_URL`, else
 * the embedded one in `DATA_DIR/db`. The app and every command that works on its data open it this way.
 * (The two fields of server/config.ts's Config, named here so the lowest layer imports nothing above it.)
 */
export async function openConfiguredDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDataDir: path.join(config.dataDir, "db") },
  );
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
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
  const channel = new PostgresChannel(databaseUrl);
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
    close: async () => {
      await channel.close();
      await pool.end();
    },
    channel: {
      listen: (name, onMessage) => channel.listen(name, onMessage),
      notify: async (name, payload) => {
        await pool.query("select pg_notify($1, $2)", [name, payload]);
      },
    },
  };
}

/**
 * One connection kept for LISTEN (a pooled one would be handed to others). It reconnects by itself
 * after an outage, with a growing pause; messages sent while it was away are lost, which listeners
 * accept (the catalogue cache expires on its own within seconds).
 */
class PostgresChannel {
  private client: pg.Client | undefined;
  private readonly handlers = new Map<string, ((payload: string) => void)[]>();
  private closed = false;
  private retryMs = 500;
  private connecting: Promise<void> | undefined;

  constructor(private readonly databaseUrl: string) {}

  listen(name: string, onMessage: (payload: string) => void) {
    const first = !this.handlers.has(name);
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), onMessage]);
    const client = this.client;
    if (client && first) client.query(`listen ${pg.escapeIdentifier(name)}`).catch(() => this.lost(client));
    else void this.connect();
  }

  private connect(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5000 });
      client.on("error", () => this.lost(client));
      client.on("end", () => this.lost(client));
      client.on("notification", ({ channel, payload }) => {
        for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? "");
      });
      try {
        await client.connect();
        for (const name of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(name)}`);
        this.client = client;
        this.retryMs = 500;
      } catch {
        await client.end().catch(() => {});
        this.scheduleRetry();
      }
    })().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** A connection that failed or ended; only the current one matters (an old one may report late). */
  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed) return;
    setTimeout(() => void this.connect(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }

  async close() {
    this.closed = true;
    await this.connecting;
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }
}
