import { Clock, Users } from "lucide-react";
import { useTranslation } from "@/i18n/react";

/**
 * Total time (prep plus cook) and servings, each with its name for screen readers. No time is said where none was
 * given (0: a household's recipe may leave its times out).
 */
export function RecipeCardFacts({ minutes, servings }: { minutes: number; servings: number }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
      {minutes > 0 && (
        <div className="flex items-center">
          <dt className="sr-only">{t("recipes.card.totalTime")}</dt>
          <dd className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {t("recipes.card.minutes", { n: minutes })}
          </dd>
        </div>
      )}
      <div className="flex items-center">
        <dt className="sr-only">{t("recipes.card.servings")}</dt>
        <dd className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          {t("recipes.card.serves", { n: servings })}
        </dd>
      </div>
    </dl>
  );
}
