import { ApiRequestError } from "@/lib/api-client";

/**
 * common/subscription's subscriptionRequiredCode, repeated: importing that module would bring zod
 * into the recipe page's chunk.
 */
const subscriptionRequiredCode = "SUBSCRIPTION_REQUIRED";

/** Why a recipe's details are refused: not signed in, or a subscription that does not allow them. */
export type RecipeDenial = "login" | "frozen";

export function denialOf(error: unknown): RecipeDenial | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status === 401) return "login";
  if (error.status === 403 && error.body?.code === subscriptionRequiredCode) return "frozen";
  return undefined;
}
