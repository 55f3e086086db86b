/** At most `max` within any window of `windowMs` (a limit like "10/15m" in the configuration). */
export type RateLimitRule = { max: number; windowMs: number };
