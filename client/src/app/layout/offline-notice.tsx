import { WifiOff } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { useOnline } from "@/lib/online";

/** Under the header while the phone has no network (issue 25.4): what shows is what the phone kept. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <p role="status" className="empty:hidden">
      {!online && (
        <span className="flex items-center justify-center gap-2 border-t border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-sm font-medium text-amber-900">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {t("offline.notice")}
        </span>
      )}
    </p>
  );
}
