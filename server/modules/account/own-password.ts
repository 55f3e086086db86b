import type { Config } from "../../config";
import { badRequest } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import type { UserRow } from "../../plugins/session";
import { passwordGuessKeys, verifyPassword } from "../auth";

/**
 * Asks the owner for her password again before a change a session alone must not make (a new password, deleting
 * the account). Wrong ones count per owner (RATE_LIMIT_PASSWORD_USER) whichever form they come through, so
 * someone holding a stolen session cannot guess it, and per address (RATE_LIMIT_PASSWORD_IP), so someone holding
 * many accounts' sessions cannot guess through them all; a wrong one answers 400 under the field. Each attempt is
 * counted before it is checked and given back if right, so attempts sent together cannot slip by (decision 0060).
 */
export async function assertOwnPassword(
  limiter: RateLimiter,
  limits: Config["rateLimits"],
  from: { ip: string; user: UserRow },
  given: { field: string; password: string; wrong: "wrongCurrentPassword" | "wrongPassword" },
) {
  const guesses = await limiter.reserveAll([
    [limits.passwordChangePerIp, passwordGuessKeys.perAddress(from.ip)],
    [limits.passwordChangePerUser, passwordGuessKeys.perOwner(from.user.id)],
  ]);
  if (!(await verifyPassword(from.user.passwordHash, given.password))) throw badRequest(given.wrong, { [given.field]: [given.wrong] });
  await guesses.release();
}
