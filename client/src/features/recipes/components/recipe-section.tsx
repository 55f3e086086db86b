import { useId } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { RecipeCard } from "@common/recipe";
import { LoadError } from "./load-error";
import { RecipeGrid } from "./recipe-grid";
import { RecipeGridSkeleton } from "./recipe-grid-skeleton";

type RecipeSectionProps = {
  title: string;
  seeAllTo: string;
  query: UseQueryResult<RecipeCard[]>;
  eagerFirstRow?: boolean;
};

/** A home section of cards ('Popular Recipes', 'Quick & Easy') with its See All link; 4 skeletons while loading. */
export function RecipeSection({ title, seeAllTo, query, eagerFirstRow }: RecipeSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        <Link
          to={seeAllTo}
          aria-describedby={headingId}
          className="flex shrink-0 items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("recipes.sections.seeAll")}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </div>
      {query.isPending ? (
        <RecipeGridSkeleton count={4} layout="row" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <RecipeGrid recipes={query.data} eagerFirstRow={eagerFirstRow} layout="row" />
      )}
    </section>
  );
}
