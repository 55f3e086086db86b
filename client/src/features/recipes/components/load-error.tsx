import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";

/**
 * A list that could not be loaded, and a way to ask again. A request the server refused as invalid (a
 * search text too long, say) gets the server's own words instead: asking again would not help.
 */
export function LoadError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiRequestError && error.status === 400 ? error : undefined;
  const reason = refused && (Object.values(refused.body?.fieldErrors ?? {})[0]?.[0] ?? refused.serverMessage);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center">
      <p className="text-muted">{reason ?? t("recipes.results.error")}</p>
      {!reason && (
        <Button variant="outline" onClick={onRetry}>
          {t("recipes.results.retry")}
        </Button>
      )}
    </div>
  );
}
