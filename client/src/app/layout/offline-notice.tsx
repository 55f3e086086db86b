import { useTranslation } from "@/i18n/react";
import { useOnline } from "@/lib/online";

/**
 * Under the header while the phone has no network (decision 0057): what shows is what the phone kept. Words only: it is
 * part of every page's first load, whose budget is spent (docs/design.md §9).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <p role="status" className="empty:hidden">
      {!online && (
        <span className="block border-t border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-sm font-medium text-amber-900">{t("offline.notice")}</span>
      )}
    </p>
  );
}
