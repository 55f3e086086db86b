import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { ChangePasswordInput } from "@common/auth.schema";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { accountQueryKey } from "@/features/auth";

export const changePassword = (body: ChangePasswordInput) => apiRequest(endpoints.changePassword, { body });

/** A failure is the form's to say, once (decision 0076): under its field, or else in a toast. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => {
      // A password change ends the other sessions (docs/design.md §7); re-read whether this one goes on.
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      toast({ variant: "success", title: t("account.password.changedTitle"), description: message });
    },
  });
}
