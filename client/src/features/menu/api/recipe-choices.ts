import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useTranslation } from "@/i18n/react";
import { apiQuery } from "@/lib/api-client";
import { langParam } from "@/lib/lang-param";

/** Results the add dialog shows for a search. */
export const choiceSearchLimit = 12;

/** GET /api/recipes/search for the add dialog: the first results only (the owner's own are among them, marked mine). */
export function useRecipeChoices(q: string) {
  const { i18n } = useTranslation();
  return useQuery({
    ...apiQuery(endpoints.searchRecipes, { query: { q: q.trim(), limit: choiceSearchLimit, lang: langParam(i18n.language) } }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/my-recipes: the household's own recipes. */
export function useMyRecipeChoices(enabled: boolean) {
  return useQuery({ ...apiQuery(endpoints.listMyRecipes), enabled });
}
