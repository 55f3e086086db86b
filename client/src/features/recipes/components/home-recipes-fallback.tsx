import { useTranslation } from "@/i18n/react";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * What home shows below the hero while its recipe code arrives: the filters' and 4 cards' shapes.
 * Self-contained on purpose: it is part of the first page load, the real grid is not.
 */
export function HomeRecipesFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-[4.25rem] w-full" />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="aspect-[3/4] w-full rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
