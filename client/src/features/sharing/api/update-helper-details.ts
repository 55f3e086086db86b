import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { HelperDetailsInput } from "@common/helper";
import { helperLanguages } from "@common/languages";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { accountQueryKey } from "@/features/auth";
import { serverMessageOf } from "@/lib/api-errors";
import { helpersQueryKey } from "./helpers";

/** POST /api/account/update-phone: the server answers the updated user, the phone stored as E.164. */
export const updateHelperDetails = (body: HelperDetailsInput) => apiRequest(endpoints.updateHelperDetails, { body });

/** docs/spec.md §8: the server's message, or 'Failed to update maid details. Please try again.' */
export const helperSaveFailure = (error: unknown, fallback: string) => serverMessageOf(error) ?? fallback;

/** Saves the helper's details; the answer becomes the account data at once. */
export function useUpdateHelperDetails() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  return useMutation({
    mutationFn: updateHelperDetails,
    onSuccess: (user) => {
      queryClient.setQueryData(accountQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: helpersQueryKey });
      const language = helperLanguages.find((l) => l.code === user.preferredLanguage);
      toast({
        variant: "success",
        title: t("sharing.helper.savedTitle"),
        description: language
          ? t("sharing.helper.savedText", { name: user.helperFirstName, language: language[i18n.language === "ar" ? "ar" : "en"] })
          : t("detailsUpdated", { ns: "errors" }),
      });
    },
    // The form says what went wrong, once (decision 0076): under a field, or above its button.
  });
}
