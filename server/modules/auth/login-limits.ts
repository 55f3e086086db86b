import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";

/**
 * The counters a login is held to (decision 0060): failures of one username from one address, and of
 * one username from everywhere. Keyed by the lower-cased name typed, known account or not.
 */
export const loginKeys = {
  fromAddress: (username: string, ip: string) => `login:user-ip:${username}:${ip}`,
  fromAnywhere: (username: string) => `login:user:${username}`,
};

/**
 * A password reset gives the account a clean slate (decision 0060): whatever was guessed was guessed against
 * the old password, and the owner must be able to log in with the new one at once, from anywhere.
 */
export async function forgetFailedLogins(limiter: RateLimiter, user: { id: number; username: string; email: string }) {
  const names = new Set([user.username.toLowerCase(), user.email.toLowerCase()]);
  await Promise.all([
    ...[...names].flatMap((name) => [limiter.reset(loginKeys.fromAnywhere(name)), limiter.resetPrefix(loginKeys.fromAddress(name, ""))]),
    limiter.reset(passwordGuessKeys.perOwner(user.id)),
  ]);
}

/** Wrong current passwords on change-password (decision 0060). */
export const passwordGuessKeys = {
  perOwner: (userId: number) => `password:user:${userId}`,
  perAddress: (ip: string) => `password:ip:${ip}`,
};
