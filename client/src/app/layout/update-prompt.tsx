import { RefreshCw } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { applyUpdate, dismissUpdate } from "@/lib/app-update";

/**
 * Decision 0057: a quiet note that a new version is ready, above the bottom bar on phones. Nothing reloads
 * until the owner says so: a form she is filling in is never lost.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md animate-page-in items-center gap-3 rounded-2xl border border-line bg-white p-3 shadow-lg md:bottom-6"
    >
      <RefreshCw className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm text-ink">{t("update.text")}</p>
      <Button size="sm" variant="ghost" onClick={dismissUpdate}>
        {t("update.later")}
      </Button>
      <Button size="sm" onClick={applyUpdate}>
        {t("update.reload")}
      </Button>
    </div>
  );
}
