import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { UpdateDetailsInput } from "@common/auth.schema";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { accountQueryKey } from "@/features/auth";

export const updateDetails = (body: UpdateDetailsInput) => apiRequest(endpoints.updateDetails, { body });

/** Saves the profile; the answer is the updated user, which becomes the account data at once. A failure is the form's to say (decision 0076). */
export function useUpdateDetails() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: updateDetails,
    onSuccess: (user) => {
      queryClient.setQueryData(accountQueryKey, user);
      toast({ variant: "success", title: t("account.profile.savedTitle"), description: t("detailsUpdated", { ns: "errors" }) });
    },
  });
}
