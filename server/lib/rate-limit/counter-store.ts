import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * A fixed-window counter: how many hits so far, when the window ends (epoch ms), and which window it is
 * (so taking a hit back never lands in a later window of the same key).
 */
export type Window = { count: number; resetAt: number; id: string };

/** Where rate-limit counters live: in this process, or in the database every instance shares (docs/design.md §10). */
export interface CounterStore {
  /** Adds one hit to `key`, starting a new window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<Window>;
  /** The open window of `key`, if any, without counting. */
  peek(key: string): Promise<Window | undefined>;
  /** Takes one hit back from `key`, if `window` is still its open window (a reserved attempt that succeeded). */
  decrement(key: string, window: Window): Promise<void>;
  /** Forgets `key` (a subject that proved itself, e.g. a successful login). */
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` (all of one account's counters, after a password reset). */
  resetPrefix(prefix: string): Promise<void>;
}

/** The embedded default: one process, so counters in memory are the whole truth and cost nothing. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;
  private opened = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<Window> {
    const now = this.now();
    this.sweep(now);
    const open = this.windows.get(key);
    if (!open || open.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs, id: String(++this.opened) };
      this.windows.set(key, fresh);
      return { ...fresh };
    }
    open.count += 1;
    return { ...open };
  }

  async peek(key: string): Promise<Window | undefined> {
    const open = this.windows.get(key);
    return open && open.resetAt > this.now() ? { ...open } : undefined;
  }

  async decrement(key: string, window: Window) {
    const open = this.windows.get(key);
    if (open && open.id === window.id && open.count > 0) open.count -= 1;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async resetPrefix(prefix: string) {
    for (const key of this.windows.keys()) if (key.startsWith(prefix)) this.windows.delete(key);
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

type Row = { count: number; reset_at: Date | string; window_id: string };
const toWindow = (row: Row): Window => ({ count: Number(row.count), resetAt: new Date(row.reset_at).getTime(), id: String(row.window_id) });
/** A window is named by its end to the microsecond, which a JavaScript date would round to the millisecond. */
const windowId = sql`(extract(epoch from reset_at) * 1000000)::bigint::text`;

/**
 * Counters in PostgreSQL, so a limit holds across every instance behind a load balancer (decision 0042):
 * one upsert per hit, atomic under concurrency (the row lock serialises two hits on one key).
 */
export class DatabaseCounterStore implements CounterStore {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Db) {}

  async increment(key: string, windowMs: number): Promise<Window> {
    if (++this.hitsSinceSweep >= 500) {
      this.hitsSinceSweep = 0;
      // Expired windows are dead weight; removing them now and then keeps the table small.
      await this.db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`);
    }
    const result = await this.db.execute<Row>(sql`
      insert into rate_limit_counters (key, count, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
      returning count, reset_at, ${windowId} as window_id`);
    return toWindow(rowsOf<Row>(result)[0]!);
  }

  async peek(key: string): Promise<Window | undefined> {
    const result = await this.db.execute<Row>(
      sql`select count, reset_at, ${windowId} as window_id from rate_limit_counters where key = ${key} and reset_at > now()`,
    );
    const row = rowsOf<Row>(result)[0];
    return row && toWindow(row);
  }

  async decrement(key: string, window: Window) {
    await this.db.execute(
      sql`update rate_limit_counters set count = count - 1 where key = ${key} and ${windowId} = ${window.id} and count > 0`,
    );
  }

  async reset(key: string) {
    await this.db.execute(sql`delete from rate_limit_counters where key = ${key}`);
  }

  async resetPrefix(prefix: string) {
    await this.db.execute(sql`delete from rate_limit_counters where starts_with(key, ${prefix})`);
  }
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle's execute type differs per driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
