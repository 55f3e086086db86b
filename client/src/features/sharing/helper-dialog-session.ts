import type { User } from "@common/user";

/*
 * Loaded with every page (the welcome dialog's slot lives in the layout): keep this module free of
 * zod, schemas and language tables, and import it from nothing that loads on demand: a module
 * shared with lazy code becomes one more first-load file.
 */

/** docs/spec.md §4: the dialog is for an owner whose helper's first name or phone is missing. */
export const needsHelperDetails = (user: Pick<User, "helperFirstName" | "domesticWorkerPhone">) =>
  !user.helperFirstName?.trim() || !user.domesticWorkerPhone?.trim();

/** docs/spec.md §4: about 800 ms after the signed-in user has loaded. */
export const helperDialogDelayMs = 800;

/** docs/spec.md §3 client storage: sessionStorage flag, set when the dialog was closed (saved or "Later"). */
export const helperDialogKey = "hasSeenHelperDialog";

/** Without storage (blocked, private mode) the flag lasts for this page only. */
let inMemory = false;

export function isHelperDialogDismissed(): boolean {
  try {
    return sessionStorage.getItem(helperDialogKey) === "true";
  } catch {
    return inMemory;
  }
}

function setDismissed(value: boolean) {
  inMemory = value;
  try {
    if (value) sessionStorage.setItem(helperDialogKey, "true");
    else sessionStorage.removeItem(helperDialogKey);
  } catch {
    // Kept in memory above.
  }
}

export const dismissHelperDialog = () => setDismissed(true);
export const resetHelperDialog = () => setDismissed(false);

/**
 * A new login session starts when the account goes from "signed out" (null) to a user: a login or a
 * signup in this tab. Loading (undefined) to a user is the same session seen again after a reload.
 */
export const startsLoginSession = (before: { id: number } | null | undefined, now: { id: number } | null | undefined) =>
  before === null && now != null;

/**
 * Not over the account page: its "Maid's Details" tab asks for the same details, and an owner who came
 * to see their profile or pay should not be interrupted there. The dialog comes when they leave it.
 */
export const isAccountLocation = (pathname: string) => pathname === "/account";

/**
 * Where the welcome dialog stays away: the account page (its helper tab has the same form), the admin
 * dashboard (it opened over the admin's work every session) and the invitation's page (decision 0082): who
 * has just signed up there is about to join a household that may have its helpers already.
 */
export const isDialogFreeLocation = (pathname: string) => isAccountLocation(pathname) || pathname === "/admin" || pathname === "/join";
