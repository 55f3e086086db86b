import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RecipeCard } from "@common/recipe";
import { popularRecipesKey } from "../lib/home-list-keys";
import { useInterfaceLanguage } from "../lib/use-interface-language";

/**
 * GET /api/recipes/popular: featured first, then the most clicked (8), in the interface language. On a language
 * switch the cards stay until the other language's arrive.
 */
export function usePopularRecipes() {
  return useQuery<RecipeCard[]>({ queryKey: popularRecipesKey(useInterfaceLanguage()), placeholderData: keepPreviousData });
}
