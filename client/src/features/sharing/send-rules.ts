import { isHelperLanguage, type HelperLanguageCode } from "@common/languages";
import type { User } from "@common/user";

/*
 * The recipe page loads this: only plain modules of common/ (never a *.schema module) may be imported
 * here for their values, or zod joins the page's chunk.
 */

/** SPEC §4: translate-and-send needs the helper's first name and phone. */
export const hasHelperDetails = (user: Pick<User, "helperFirstName" | "domesticWorkerPhone">) =>
  Boolean(user.helperFirstName?.trim() && user.domesticWorkerPhone?.trim());

/** The language recipes are sent in: the helper's, English when none is chosen. */
export const sendLanguageOf = (user: Pick<User, "preferredLanguage">): HelperLanguageCode =>
  isHelperLanguage(user.preferredLanguage) ? user.preferredLanguage : "en";

/**
 * DESIGN §6: a trial, a paid month or one ending may send; admins always may (as on the server). The
 * account call already answers the status that holds now (an expired trial reads inactive); a change
 * since it was loaded still comes back as a 403 from the translate call.
 */
export const maySendRecipes = (user: Pick<User, "isAdmin" | "subscriptionStatus">) =>
  user.isAdmin || user.subscriptionStatus === "trial" || user.subscriptionStatus === "active" || user.subscriptionStatus === "canceling";
