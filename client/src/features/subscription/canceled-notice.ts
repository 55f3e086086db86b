import { useEffect } from "react";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";

/** Survives the reload that follows a cancellation (SPEC §4), and only that one. */
const storageKey = "wasfa-canceled-notice";

/** Called just before the page reloads after a cancellation: remembers until when access remains. */
export function rememberCanceledNotice(accessUntil: string | null) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ accessUntil }));
  } catch {
    // Private mode without storage: the owner is logged out without the note, as before.
  }
}

/**
 * After the reload, says what the cancellation means (issue 14: it logged out with no word): access
 * remains until the period's end, and logging in again allows reactivating.
 */
export function useCanceledNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    let saved: { accessUntil: string | null } | null = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as { accessUntil: string | null } | null;
      sessionStorage.removeItem(storageKey);
    } catch {
      return;
    }
    if (!saved) return;
    toast({
      title: t("subscription.canceledNotice.title"),
      description: saved.accessUntil ? t("subscription.canceledNotice.text", { date: saved.accessUntil }) : t("subscription.canceledNotice.textNoDate"),
    });
  }, [t]);
}
