import type { RateLimitRule } from "../../config";
import { badRequest } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import type { UserRow } from "../../plugins/session";
import { verifyPassword } from "../auth/password";

/**
 * Asks the owner for her password again before a change a session alone must not make (a new password, deleting
 * the account). Wrong ones count per owner toward one limit (RATE_LIMIT_PASSWORD_USER) whichever form they come
 * through, so someone holding a stolen session cannot guess it; a wrong one answers 400 under the field.
 */
export async function assertOwnPassword(
  limiter: RateLimiter,
  rule: RateLimitRule,
  user: UserRow,
  given: { field: string; password: string; wrong: "wrongCurrentPassword" | "wrongPassword" },
) {
  const guesses = `password:user:${user.id}`;
  await limiter.assertUnder(rule, guesses);
  if (await verifyPassword(user.passwordHash, given.password)) return;
  await limiter.fail(rule, guesses);
  throw badRequest(given.wrong, { [given.field]: [given.wrong] });
}
