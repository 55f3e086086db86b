import type { RateLimitRule } from "../../config";
import { HttpError } from "../http-error";
import * as errorCodes from "../../../common/error-codes";
import type { CounterStore } from "./counter-store";

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

  /** Throws 429 if the limit is already used up, without counting: for limits that count failures only. */
  async assertUnder(rule: RateLimitRule, key: string): Promise<void> {
    const window = await this.store.peek(key);
    if (window && window.count >= rule.max) throw limited(window.resetAt);
  }

  /** Counts a failure toward a limit checked with `assertUnder`. */
  async fail(rule: RateLimitRule, key: string): Promise<void> {
    await this.store.increment(key, rule.windowMs);
  }

  /** Forgets a subject's count, e.g. a username after a successful login. */
  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

const limited = (resetAt: number) => new RateLimitedError(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, "rateLimited");
  }
}
