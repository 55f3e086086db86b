import { useTranslation } from "@/i18n/react";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a page's code loads. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-8">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="mb-6 h-8 w-1/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
