import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import type { ForgotPasswordInput } from "@common/auth";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";

/** The answer is the same whether or not the account exists (DESIGN §7). */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ message: string }>("POST", "/api/forgot-password", input);

export function useForgotPassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: () => toast({ variant: "destructive", title: t("auth.forgot.failed") }),
  });
}
