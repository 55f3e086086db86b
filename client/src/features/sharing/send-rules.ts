import { canUseRecipes } from "@common/subscription";
import type { User } from "@common/user";

/*
 * The recipe page loads this: only plain modules of common/ (never a *.schema module) may be imported
 * here for their values, or zod joins the page's chunk.
 */

export { hasHelperDetails, sendLanguageOf } from "@common/send-rules";

/**
 * docs/design.md §6: a trial, a paid month or one ending may send; admins always may (as on the server). The
 * account call already answers the status that holds now (an expired trial reads inactive); a change
 * since it was loaded still comes back as a 403 from the translate call.
 */
export const maySendRecipes = (user: Pick<User, "isAdmin" | "subscriptionStatus">) =>
  user.isAdmin || (user.subscriptionStatus !== null && canUseRecipes(user.subscriptionStatus));
