import { useTranslation } from "@/i18n/react";
import { Skeleton } from "@/components/ui/skeleton";
import { searchSectionId } from "@/lib/sections";

/**
 * What home shows while its code arrives (from another page of the app): the hero's band, then the filters' and 4
 * cards' shapes, under the search section's anchor so the header's Browse button finds it at once.
 * Self-contained on purpose: it is part of the first page load, home's own code is not.
 */
export function HomeRecipesFallback() {
  const { t } = useTranslation();
  return (
    <>
      <div className="h-80 bg-gradient-to-b from-brand-50 to-page md:h-96" aria-hidden="true" />
      <div id={searchSectionId} role="status" className="mx-auto grid max-w-6xl scroll-mt-20 gap-8 px-4 py-10">
        <span className="sr-only">{t("common.loading")}</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-[4.25rem] w-full" />
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="aspect-[3/4] w-full rounded-2xl" />
          ))}
        </div>
      </div>
    </>
  );
}
