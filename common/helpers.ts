/**
 * The household's helpers (decision 0081): up to a handful, each with her name, WhatsApp number, language and
 * role; the first by position is the SPEC's "helper". Plain module (schemas: helpers.schema.ts).
 */
export const helperRoles = ["cook", "nanny", "other"] as const;
export type HelperRole = (typeof helperRoles)[number];

/** HOUSEHOLD_HELPER_LIMIT's default: helpers one household keeps. */
export const defaultHelperLimit = 5;

export type { Helper, HelperInput, HelperPatch, HelperList } from "./helpers.schema";

/**
 * Who a send goes to when the owner has not chosen (decision 0081): the helper who got the household's latest link
 * of this recipe's category, if she is still listed, else the first. `undefined` only when there is no helper.
 */
export function preselectedHelper<H extends { id: number }>(helpers: readonly H[], lastChoice: Record<string, number>, category: string | null | undefined) {
  const remembered = category ? lastChoice[category] : undefined;
  return helpers.find((helper) => helper.id === remembered) ?? helpers[0];
}

/** The helper who does the shopping, else the first: where "just the shopping" goes unless the owner chooses. */
export const shoppingHelper = <H extends { shops: boolean }>(helpers: readonly H[]) => helpers.find((helper) => helper.shops) ?? helpers[0];
