import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { OfflineState } from "@/components/offline-state";
import { useOnline } from "@/lib/online";

/** What a page that could not be drawn shows: offline, that it was not kept here; online, a reload. */
export default function PageFailed() {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <OfflineState page />;
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t("offline.pageFailedTitle")}</h1>
      <p className="text-muted">{t("offline.pageFailedText")}</p>
      <Button onClick={() => window.location.reload()}>{t("offline.reload")}</Button>
    </div>
  );
}
