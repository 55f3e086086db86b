import { useTranslation } from "@/i18n/react";
import { RecipeCardSkeleton } from "./recipe-card-skeleton";

import { cn } from "@/lib/cn";

/** One column on phones, up to four on wide screens (docs/spec.md §9). */
export const recipeGridClass = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/**
 * Home's sections on a phone: one row that scrolls sideways, snapping card by card, the next card peeking
 * in (a column of 16 full-width cards made home ~9,600 px long). The grid from `sm` up.
 */
export const recipeRowClass =
  "max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:gap-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-2 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4";
/** A card of that row: most of the screen's width, so the next one shows it is there. */
export const recipeRowItemClass = "max-sm:w-[78%] max-sm:shrink-0 max-sm:snap-start";

export type RecipeListLayout = "grid" | "row";

/** Skeleton cards in the same layout (docs/spec.md §9: 4 on home and favourites, 8 on browse). */
export function RecipeGridSkeleton({ count, layout = "grid" }: { count: number; layout?: RecipeListLayout }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={layout === "row" ? recipeRowClass : recipeGridClass}>
      <span className="sr-only">{t("common.loading")}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cn(layout === "row" && recipeRowItemClass)}>
          <RecipeCardSkeleton />
        </div>
      ))}
    </div>
  );
}
