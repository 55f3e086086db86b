import { isHelperLanguage, type HelperLanguageCode } from "./languages";

/*
 * Who a recipe goes to, and in which language: the same rules for the client's checks before sending and
 * the server's own. Plain module (the recipe page loads it).
 */

/** docs/spec.md §4: translate-and-send needs the helper's first name and phone. */
export const hasHelperDetails = (user: { helperFirstName: string | null; domesticWorkerPhone: string | null }) =>
  Boolean(user.helperFirstName?.trim() && user.domesticWorkerPhone?.trim());

/** The language recipes are sent in: the helper's, English when none is chosen. */
export const sendLanguageOf = (user: { preferredLanguage: string | null }): HelperLanguageCode =>
  isHelperLanguage(user.preferredLanguage) ? user.preferredLanguage : "en";
