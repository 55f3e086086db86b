import { SearchX } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { RecipeSearchResult } from "@common/recipe";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/query-states";
import { Spinner } from "@/components/ui/spinner";
import { useOnVisible } from "../lib/use-on-visible";
import { LoadError } from "./load-error";
import { RecipeGrid } from "./recipe-grid";
import { RecipeGridSkeleton } from "./recipe-grid-skeleton";

type SearchResultsProps = {
  query: UseInfiniteQueryResult<InfiniteData<RecipeSearchResult>>;
  skeletons: number;
  headingLevel?: 2 | 3;
  /** Load the next page as the visitor scrolls near the end (browse); otherwise on the button only. */
  autoLoad?: boolean;
  onClear?: () => void;
};

/** The count, the cards, and more of them on demand; an empty state when nothing matches. */
export function SearchResults({ query, skeletons, headingLevel, autoLoad = false, onClear }: SearchResultsProps) {
  const { t } = useTranslation();
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage, refetch } = query;
  const loadMore = () => void fetchNextPage();
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, autoLoad && hasNextPage && !isFetchingNextPage);

  if (isPending) return <RecipeGridSkeleton count={skeletons} />;
  if (isError && !data) return <LoadError error={error} onRetry={() => void refetch()} />;

  const total = data.pages[0]?.total ?? 0;
  const recipes = data.pages.flatMap((page) => page.items);
  return (
    <div className="grid gap-5">
      <p role="status" className="font-medium text-muted">
        {t("recipes.results.found", { n: total })}
      </p>
      {total === 0 ? (
        <EmptyState icon={SearchX} muted title={t("recipes.results.empty")} text={t("recipes.results.emptyText")}>
          {onClear && (
            <Button variant="outline" onClick={onClear}>
              {t("recipes.search.clear")}
            </Button>
          )}
        </EmptyState>
      ) : (
        <RecipeGrid recipes={recipes} headingLevel={headingLevel} busy={isPlaceholderData} />
      )}
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="outline" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage && <Spinner />}
            {isFetchingNextPage ? t("recipes.results.loadingMore") : t("recipes.results.loadMore")}
          </Button>
        </div>
      )}
    </div>
  );
}
