import type { RateLimitRule } from "./rule";
import { HttpError } from "../http-error";
import * as errorCodes from "../../../common/error-codes";
import type { CounterStore } from "./counter-store";

/** An attempt counted before it is judged: `release` takes it back once it turned out not to be a failure. */
export type Reservation = { within: boolean; retryAfterSeconds: number; release: () => Promise<void> };

/**
 * Fixed-window limits keyed by rule and subject (an address, a username, an email, a user id).
 * Where the counters live is the store's business: memory on the embedded default, PostgreSQL
 * when several instances share one database.
 */
export class RateLimiter {
  constructor(private readonly store: CounterStore) {}

  /** Counts one attempt; throws 429 (with when to retry) once the rule's limit is passed. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const window = await this.store.increment(key, rule.windowMs);
    if (window.count > rule.max) throw limited(window.resetAt);
  }

  /** Counts one attempt and says whether it is within the limit, for limits that must stay silent. */
  async allow(rule: RateLimitRule, key: string): Promise<boolean> {
    const window = await this.store.increment(key, rule.windowMs);
    return window.count <= rule.max;
  }

  /**
   * For limits that count failures only (a wrong password): the attempt is counted first, in one atomic
   * step, and judged after, so attempts sent at the same moment cannot all be judged against the same
   * count (decision 0060). Within the limit, `release()` takes it back when it succeeds; past it, the
   * attempt is taken back at once (it was never judged) and `within` is false.
   */
  async tryReserve(rule: RateLimitRule, key: string): Promise<Reservation> {
    const window = await this.store.increment(key, rule.windowMs);
    const release = once(() => this.store.decrement(key, window));
    const within = window.count <= rule.max;
    if (!within) await release();
    return { within, retryAfterSeconds: secondsUntil(window.resetAt), release: within ? release : async () => undefined };
  }

  /** `tryReserve`, answering 429 past the limit. */
  async reserve(rule: RateLimitRule, key: string): Promise<Reservation> {
    const reservation = await this.tryReserve(rule, key);
    if (!reservation.within) throw new RateLimitedError(reservation.retryAfterSeconds);
    return reservation;
  }

  /** Reserves under each limit in turn; if one refuses, the ones already taken are given back. */
  async reserveAll(limits: [RateLimitRule, string][]): Promise<{ release: () => Promise<void> }> {
    const taken: Reservation[] = [];
    const releaseAll = async () => {
      await Promise.all(taken.map((reservation) => reservation.release()));
    };
    try {
      for (const [rule, key] of limits) taken.push(await this.reserve(rule, key));
    } catch (error) {
      await releaseAll();
      throw error;
    }
    return { release: releaseAll };
  }

  /** Forgets a subject's count, e.g. a username after a successful login. */
  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  /** Forgets every count whose key starts with `prefix` (one account's, after a password reset). */
  resetPrefix(prefix: string): Promise<void> {
    return this.store.resetPrefix(prefix);
  }
}

const secondsUntil = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
const limited = (resetAt: number) => new RateLimitedError(secondsUntil(resetAt));

/** A function that does its work the first time it is called only. */
function once(work: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= work());
}

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, "rateLimited");
  }
}

