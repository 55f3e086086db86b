import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { ResetPasswordInput } from "@common/auth.schema";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";

export const resetPassword = (body: ResetPasswordInput) => apiRequest(endpoints.resetPassword, { body });

export function useResetPassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resetPassword,
    onError: () => toast({ variant: "destructive", title: t("auth.reset.failed") }),
  });
}
