import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { ForgotPasswordInput } from "@common/auth.schema";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";

/** The answer is the same whether or not the account exists (DESIGN §7). */
export const requestPasswordReset = (body: ForgotPasswordInput) => apiRequest(endpoints.forgotPassword, { body });

export function useForgotPassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: () => toast({ variant: "destructive", title: t("auth.forgot.failed") }),
  });
}
