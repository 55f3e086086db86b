import * as errorCodes from "@common/error-codes";
import { useTranslation } from "@/i18n/react";
import { LoadFailed } from "@/components/ui/query-states";
import { fieldErrorsOf, hasCode, serverMessageOf } from "@/lib/api-errors";

/**
 * A list that could not be loaded, and a way to ask again. A request the server refused as invalid (a
 * search text too long, say) gets the server's own words instead: asking again would not help.
 */
export function LoadError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const refused = hasCode(error, errorCodes.validation);
  const reason = refused ? (Object.values(fieldErrorsOf(error))[0]?.[0] ?? serverMessageOf(error)) : undefined;
  return <LoadFailed text={reason ?? t("recipes.results.error")} onRetry={reason ? undefined : onRetry} />;
}
