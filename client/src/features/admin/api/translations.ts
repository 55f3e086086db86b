import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { TranslatedRecipe } from "@common/translation.schema";
import { toast } from "@/components/ui/use-toast";
import { apiQuery } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";
import { fieldErrorsOf, serverMessageOf } from "@/lib/api-errors";
import { useAdminTranslation } from "../texts";
import { adminQueries, invalidateRecipes } from "./keys";

/** GET /api/admin/translations: every recipe's coverage, and the catalogue's per language. */
export function useTranslationCoverage() {
  return useQuery(adminQueries.translations);
}

const sheetQuery = (id: number, lang: string) => apiQuery(endpoints.adminGetTranslation, { params: { id, lang } });

/** GET the editor's sheet: English and translation side by side. */
export function useTranslationSheet(id: number, lang: string | null) {
  return useQuery({ ...sheetQuery(id, lang ?? "ar"), enabled: lang !== null });
}

/** PUT the admin's lines: saved as reviewed; a line that loses a number refuses the whole save (400, lines named). */
export function useSaveTranslation(id: number, lang: string) {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: (body: TranslatedRecipe) => apiRequest(endpoints.adminSaveTranslation, { params: { id, lang }, body }),
    onSuccess: async (sheet) => {
      queryClient.setQueryData(sheetQuery(id, lang).queryKey, sheet);
      toast({ variant: "success", title: t("translations.savedTitle"), description: t("translations.savedText") });
      await invalidateRecipes(queryClient);
    },
    // Lines the server refused are marked where they are (the editor reads the field errors); only the rest is a toast.
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length === 0) toast({ variant: "destructive", title: t("translations.saveFailed"), description: serverMessageOf(error) ?? t("common.loadFailed") });
    },
  });
}
