import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { popularRecipesQuery } from "../lib/home-list-keys";
import { useInterfaceLanguage } from "../lib/use-interface-language";

/**
 * GET /api/recipes/popular: featured first, then the most clicked (8), in the interface language. On a language
 * switch the cards stay until the other language's arrive.
 */
export function usePopularRecipes() {
  return useQuery({ ...popularRecipesQuery(useInterfaceLanguage()), placeholderData: keepPreviousData });
}
