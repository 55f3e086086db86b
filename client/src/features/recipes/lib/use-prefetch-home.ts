import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { popularRecipesQuery, quickRecipesQuery } from "./home-list-keys";

/** Asks for home's recipe lists while the code that shows them is still loading (no waterfall). */
export function usePrefetchHome() {
  const queryClient = useQueryClient();
  const language = useTranslation().i18n.language;
  useEffect(() => {
    void queryClient.prefetchQuery(popularRecipesQuery(language));
    void queryClient.prefetchQuery(quickRecipesQuery(language));
  }, [queryClient, language]);
}
