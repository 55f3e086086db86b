import * as errorCodes from "@common/error-codes";
import { hasCode } from "@/lib/api-errors";

/** Why a recipe's details are refused: not signed in, or a subscription that does not allow them. */
export type RecipeDenial = "login" | "frozen";

export function denialOf(error: unknown): RecipeDenial | undefined {
  if (hasCode(error, errorCodes.unauthorized)) return "login";
  if (hasCode(error, errorCodes.subscriptionRequired)) return "frozen";
  return undefined;
}
