import { cuisineByKey, recipeCategories } from "@common/cuisines";
import type { RecipeSort } from "@common/recipe";
import { defaultSearch, type RecipeSearch } from "../api/search-recipes";

/**
 * common/recipe's sorts, repeated: importing its values would pull zod into the first page load
 * (a unit test keeps the two lists equal).
 */
export const recipeSortsForUrl = ["easiest", "quickest", "newest"] as const satisfies readonly RecipeSort[];

const isSort = (value: string | null): value is RecipeSort => (recipeSortsForUrl as readonly (string | null)[]).includes(value);
const isCategory = (value: string | null) => (recipeCategories as readonly (string | null)[]).includes(value);

/** The filters a URL names (?q=&sort=&category=&cuisine=&quick=true); anything unknown reads as the default. */
export function searchFromParams(params: URLSearchParams): RecipeSearch {
  const sort = params.get("sort");
  const category = params.get("category");
  return {
    q: params.get("q")?.trim() ?? "",
    sort: isSort(sort) ? sort : defaultSearch.sort,
    category: isCategory(category) ? category! : "all",
    cuisine: cuisineByKey(params.get("cuisine") ?? "")?.key ?? "all",
    quick: params.get("quick") === "true",
  };
}

/** The same parameters with some filters changed; defaults are left out of the URL. */
export function withSearch(params: URLSearchParams, patch: Partial<RecipeSearch>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    const isDefault = value === defaultSearch[name as keyof RecipeSearch] || value === "";
    if (isDefault) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
