import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useTranslation } from "@/i18n/react";
import { apiQuery } from "@/lib/api-client";
import { langParam } from "@/lib/lang-param";

/** GET /api/favorites/recipes: the cards, newest favourite first, titles in the interface language. */
export function useFavoriteRecipes() {
  const { i18n } = useTranslation();
  return useQuery(apiQuery(endpoints.getFavoriteRecipes, { query: { lang: langParam(i18n.language) } }));
}
