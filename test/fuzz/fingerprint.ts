import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client";

/**
 * Columns left out of a table's fingerprint because reading them moves them forward by design.
 * sessions.last_seen_at: a signed-in request slides the idle window (at most hourly), even when the
 * request itself is refused. Everything else in sessions is kept: a refused request must not start,
 * end or extend a session. Events are recorded only for accepted requests.
 * rate_limit_counters: on PostgreSQL a refused attempt is counted against its limit, which is the point of a limit.
 */
const volatileColumns: Record<string, string[]> = { sessions: ["last_seen_at"] };
const volatileTables = new Set(["rate_limit_counters"]);

/** Both drivers answer `{ rows }`; Db's type leaves the result open. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** node-postgres may hand an array of names back as `{a,b}` text. */
const names = (value: unknown) => (Array.isArray(value) ? value.map(String) : String(value).replace(/^\{|\}$/g, "").split(","));

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One query that fingerprints every table of the app's schema (read from the database, so a table
 * added later is covered too): per table, the row count and an order-free sum of each row's hash,
 * with no sort. Any insert, delete or changed value moves it.
 */
async function fingerprintQuery(db: Db): Promise<SQL> {
  const tables = await rows<{ table: string; columns: unknown }>(db, sql`
    select table_name as table, array_agg(column_name::text order by ordinal_position) as columns
    from information_schema.columns where table_schema = 'public'
    group by table_name order by table_name`);
  const parts = tables.filter(({ table }) => !volatileTables.has(table)).map(({ table, columns }) => {
    const kept = names(columns).filter((column) => !volatileColumns[table]?.includes(column));
    const row = `row(${kept.map((column) => `t.${quote(column)}`).join(", ")})::text`;
    return `select '${table}' as table, count(*) || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0) as print from ${quote(table)} t`;
  });
  return sql.raw(parts.join(" union all "));
}

/**
 * The database's content as one comparable value, cheap to ask for often: hashing every row takes
 * tens of milliseconds on PGlite, so it is redone only when some transaction has written since
 * (PostgreSQL gives a transaction id only to one that writes; the next id to be given is O(1) to read).
 */
export async function databaseState(db: Db): Promise<() => Promise<Record<string, string>>> {
  const query = await fingerprintQuery(db);
  const nextTransactionId = async () =>
    (await rows<{ id: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as id`))[0]!.id;
  let known: { id: string; print: Record<string, string> } | undefined;
  return async () => {
    const id = await nextTransactionId();
    if (known?.id !== id) {
      const print = await rows<{ table: string; print: string }>(db, query);
      known = { id, print: Object.fromEntries(print.map((row) => [row.table, row.print])) };
    }
    return known.print;
  };
}
