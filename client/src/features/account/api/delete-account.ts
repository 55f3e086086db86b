import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import * as endpoints from "@common/api/endpoints";
import type { DeleteAccountInput } from "@common/auth.schema";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { clearUserData } from "@/features/auth/on-demand";
import { apiRequest } from "@/lib/api-request";

export const deleteAccount = (body: DeleteAccountInput) => apiRequest(endpoints.deleteAccount, { body });

/**
 * POST /api/account/delete (decision 0063). Afterwards this browser forgets her as logout does (the account, her
 * readings, the pages kept offline) and goes home with a word that it is done. Errors are the dialog's to show.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearUserData(queryClient);
      void navigate("/");
      toast({ variant: "success", title: t("account.deleted.title"), description: t("account.deleted.text") });
    },
  });
}
