import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { quickRecipesQuery } from "../lib/home-list-keys";
import { useInterfaceLanguage } from "../lib/use-interface-language";

/**
 * GET /api/recipes/quick: ready within 30 minutes, quickest first (8), in the interface language. On a language
 * switch the cards stay until the other language's arrive.
 */
export function useQuickRecipes() {
  return useQuery({ ...quickRecipesQuery(useInterfaceLanguage()), placeholderData: keepPreviousData });
}
