import { canUseRecipes, effectiveStatus } from "../../../common/subscription";
import type { HouseholdRow } from "../../plugins/session";

/**
 * May this member open recipes and translate and send them (docs/design.md §6)? The household's one subscription
 * decides for every member (decision 0080): a running trial, a paid month, or a canceled one until its end. An
 * admin may always. Every access check calls this, so the rule lives in one place.
 */
export function householdMayUseRecipes(
  user: { isAdmin: boolean },
  household: Pick<HouseholdRow, "subscriptionStatus" | "trialEndsAt" | "subscriptionEndsAt">,
  now = new Date(),
): boolean {
  return user.isAdmin || canUseRecipes(effectiveStatus(household, now));
}
