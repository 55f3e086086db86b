import { useTranslation } from "@/i18n/react";
import { WidePage } from "@/components/wide-page";
import { useRecipeSearch } from "../api/search-recipes";
import { QuickOnlyFilter } from "../components/quick-only-filter";
import { RecipeFilters } from "../components/recipe-filters";
import { SearchResults } from "../components/search-results";
import { useUrlSearch } from "../lib/use-url-search";

/** docs/spec.md §2 Browse: search, sort (newest first by default), cuisine, quick=true; more as the visitor scrolls. */
export default function BrowsePage() {
  const { t } = useTranslation();
  const { search, text, setText, update, clear } = useUrlSearch();
  const results = useRecipeSearch({ ...search, category: "all" });
  return (
    <WidePage title={t("pages.browse")} intro={t("recipes.browse.text")}>
      <div className="grid gap-4">
        <RecipeFilters
          text={text}
          onText={setText}
          sort={search.sort}
          onSort={(sort) => update({ sort })}
          cuisine={search.cuisine}
          onCuisine={(cuisine) => update({ cuisine })}
        />
        <QuickOnlyFilter checked={search.quick} onChange={(quick) => update({ quick })} />
      </div>
      <SearchResults query={results} skeletons={8} headingLevel={2} autoLoad onClear={clear} />
    </WidePage>
  );
}
