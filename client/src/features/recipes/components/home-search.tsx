import { useId } from "react";
import { useTranslation } from "@/i18n/react";
import { defaultSearch, useRecipeSearch } from "../api/search-recipes";
import { prefersReducedMotion } from "../lib/reduced-motion";
import { useUrlSearch } from "../lib/use-url-search";
import { CuisinePicker } from "./cuisine-picker";
import { RecipeFilters } from "./recipe-filters";
import { SearchResults } from "./search-results";

/** docs/spec.md §9: after a cuisine is picked, the page scrolls to the results this much later. */
export const cuisineScrollDelayMs = 100;

const resultsId = "search-results";

function scrollToResults() {
  setTimeout(() => {
    document.getElementById(resultsId)?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  }, cuisineScrollDelayMs);
}

/**
 * Home's search section: filters and the cuisine chips, then right under them the results with their
 * count whenever a filter (or another sort) is chosen, so typing shows its effect where one looks.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const headingId = useId();
  const resultsHeadingId = useId();
  const { search, text, setText, update, clear } = useUrlSearch();
  const active =
    search.q !== "" || search.category !== "all" || search.cuisine !== "all" || search.sort !== defaultSearch.sort;
  const results = useRecipeSearch({ ...search, quick: false }, { enabled: active });

  return (
    <>
      <section aria-labelledby={headingId} className="mx-auto grid max-w-6xl gap-6 px-4 pb-2 pt-8 sm:pt-10">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {t("recipes.search.title")}
        </h2>
        <RecipeFilters
          text={text}
          onText={setText}
          sort={search.sort}
          onSort={(sort) => update({ sort })}
          category={search.category}
          onCategory={(category) => update({ category })}
          cuisine={search.cuisine}
          onCuisine={(cuisine) => update({ cuisine })}
        />
        <CuisinePicker
          value={search.cuisine}
          onChange={(cuisine) => {
            update({ cuisine });
            scrollToResults();
          }}
        />
      </section>
      <div id={resultsId} className="scroll-mt-20">
        {active && (
          <section aria-labelledby={resultsHeadingId} className="mx-auto grid max-w-6xl gap-4 px-4 pb-8 pt-4">
            <h2 id={resultsHeadingId} className="text-2xl font-bold text-ink">
              {t("recipes.results.title")}
            </h2>
            <SearchResults query={results} skeletons={4} onClear={clear} />
          </section>
        )}
      </div>
    </>
  );
}
