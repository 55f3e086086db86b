import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";

/** A list that could not be loaded, and a way to ask again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center">
      <p className="text-muted">{t("recipes.results.error")}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("recipes.results.retry")}
      </Button>
    </div>
  );
}
