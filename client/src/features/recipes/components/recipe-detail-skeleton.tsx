import { useTranslation } from "@/i18n/react";
import { Skeleton } from "@/components/ui/skeleton";

/** The recipe page's shape while it loads. */
export function RecipeDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:grid-cols-2">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
