import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { apiQuery } from "@/lib/api-client";
import { langParam } from "@/lib/lang-param";
import { useInterfaceLanguage } from "../lib/use-interface-language";

/** GET /api/recipes/:id in the interface language: 401 signed out, 403 SUBSCRIPTION_REQUIRED, 404 unknown. */
export function useRecipe(id: number, { enabled }: { enabled: boolean }) {
  const language = useInterfaceLanguage();
  return useQuery({
    ...apiQuery(endpoints.getRecipe, { params: { id }, query: { lang: langParam(language) } }),
    enabled,
    // On a language switch the recipe stays on screen until its other language arrives.
    placeholderData: keepPreviousData,
  });
}
