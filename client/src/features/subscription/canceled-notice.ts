import { useEffect } from "react";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";

/** Survives the reload that follows a cancellation (docs/spec.md §4), and only that one. */
const storageKey = "wasfa-canceled-notice";

/** Called just before the page reloads after a cancellation: remembers what to say (common/billing.ts's words). */
export function rememberCanceledNotice(text: string) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ text }));
  } catch {
    // Private mode without storage: the owner is logged out without the note, as before.
  }
}

/**
 * After the reload, says what the cancellation means (it logged out with no word): nothing more is
 * charged, access remains until the period's end, and logging in again allows reactivating.
 */
export function useCanceledNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    let saved: { text?: unknown } | null = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as { text?: unknown } | null;
      sessionStorage.removeItem(storageKey);
    } catch {
      return;
    }
    if (!saved) return;
    toast({
      title: t("subscription.canceledNotice.title"),
      description: typeof saved.text === "string" ? saved.text : t("subscription.canceledNotice.textNoDate"),
    });
  }, [t]);
}
