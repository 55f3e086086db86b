import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { RecipeSort } from "@common/recipe";
import { apiPath, type ApiInput } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";
import { langParam } from "@/lib/lang-param";
import { useInterfaceLanguage } from "../lib/use-interface-language";

export type RecipeSearch = {
  q: string;
  sort: RecipeSort;
  /** A cuisine key, or "all". */
  cuisine: string;
  /** A category, or "all". */
  category: string;
  quick: boolean;
};

export const defaultSearch: RecipeSearch = { q: "", sort: "newest", cuisine: "all", category: "all", quick: false };

/** How many results one request brings: 3 rows of 4 columns, and whole rows at 1, 2 or 3 columns. */
export const searchPageSize = 12;

function searchInput(search: RecipeSearch, language: string, cursor?: string): ApiInput<typeof endpoints.searchRecipes> {
  return {
    query: {
      q: search.q.trim(),
      cuisine: search.cuisine === "all" ? undefined : search.cuisine,
      category: search.category === "all" ? undefined : search.category,
      sort: search.sort,
      quick: search.quick,
      limit: searchPageSize,
      lang: langParam(language),
      cursor,
    },
  };
}

/** The address of a search (its first page without a cursor): the search query's key. */
export const searchUrl = (search: RecipeSearch, language: string, cursor?: string) =>
  apiPath(endpoints.searchRecipes, searchInput(search, language, cursor));

/**
 * GET /api/recipes/search, a page at a time (keyset paging on the server). While new filters load,
 * the previous results stay on screen instead of flashing skeletons.
 */
export function useRecipeSearch(search: RecipeSearch, { enabled = true } = {}) {
  const language = useInterfaceLanguage();
  return useInfiniteQuery({
    queryKey: [searchUrl(search, language)],
    queryFn: ({ pageParam }) => apiRequest(endpoints.searchRecipes, searchInput(search, language, pageParam || undefined)),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}
