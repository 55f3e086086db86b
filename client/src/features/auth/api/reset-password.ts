import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import type { ResetPasswordInput } from "@common/auth";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";

export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<{ message: string }>("POST", "/api/reset-password", input);

export function useResetPassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resetPassword,
    onError: () => toast({ variant: "destructive", title: t("auth.reset.failed") }),
  });
}
