import { useTranslation } from "@/i18n/react";
import { RecipeCardSkeleton } from "./recipe-card-skeleton";

/** One column on phones, up to four on wide screens (SPEC §9). */
export const recipeGridClass = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** Skeleton cards in the same grid (SPEC §9: 4 on home and favourites, 8 on browse). */
export function RecipeGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={recipeGridClass}>
      <span className="sr-only">{t("common.loading")}</span>
      {Array.from({ length: count }, (_, index) => (
        <RecipeCardSkeleton key={index} />
      ))}
    </div>
  );
}
