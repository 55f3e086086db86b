/**
 * docs/spec.md §3 client storage of the sharing feature (the welcome dialog's session flag is in
 * helper-dialog-session.ts, which loads with every page). Storage can be unavailable (private mode, blocked
 * cookies): then reading says "not seen" and writing does nothing, and the app carries on.
 */
export const storageKeys = {
  /** localStorage: the translate-and-send tooltip has had its one showing. */
  whatsAppTooltip: "hasSeenWhatsAppTooltip",
  /** localStorage: the account page's helper-tab tooltip has had its one showing. */
  accountTooltip: "hasSeenAccountTooltip",
} as const;

type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFlag(which: Area, key: string): boolean {
  try {
    return area(which)?.getItem(key) === "true";
  } catch {
    return false;
  }
}

export function writeFlag(which: Area, key: string, value: boolean) {
  try {
    if (value) area(which)?.setItem(key, "true");
    else area(which)?.removeItem(key);
  } catch {
    // Storage full or blocked: the flag lasts for this page only.
  }
}
