import type { RateLimitRule } from "../config";
import { HttpError } from "./http-error";
import { errorCodes } from "../../common/api-error";

/**
 * Fixed-window counters kept in memory, keyed by rule and subject (an IP, a username, an email).
 * Per instance: with several instances each counts on its own, which still bounds guessing
 * to instances × max per window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; throws 429 (with when to retry) once the rule's limit is passed. */
  hit(rule: RateLimitRule, key: string) {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + rule.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > rule.max) {
      throw new RateLimitedError(Math.ceil((window.resetAt - now) / 1000));
    }
  }

  /** Forgets a subject's count, e.g. a username after a successful login. */
  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, "rateLimited");
  }
}
