import { useTranslation } from "@/i18n/react";
import { usePageTitle } from "@/lib/use-page-title";
import { useRecipeSearch } from "../api/search-recipes";
import { QuickOnlyFilter } from "../components/quick-only-filter";
import { RecipeFilters } from "../components/recipe-filters";
import { SearchResults } from "../components/search-results";
import { useUrlSearch } from "../lib/use-url-search";

/** SPEC §2 Browse: search, sort (newest first by default), cuisine, quick=true; more as the visitor scrolls. */
export default function BrowsePage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.browse"));
  const { search, text, setText, update, clear } = useUrlSearch();
  const results = useRecipeSearch({ ...search, category: "all" });
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t("pages.browse")}</h1>
        <p className="mt-1 text-muted">{t("recipes.browse.text")}</p>
      </div>
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
    </div>
  );
}
