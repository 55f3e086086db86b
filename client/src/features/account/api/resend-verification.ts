import { useMutation } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { serverMessageOf } from "@/lib/api-errors";

export const resendVerification = () => apiRequest(endpoints.resendVerification);

/** Mails a new confirmation link (rate limited on the server: the 429 is spoken in the toast). */
export function useResendVerification() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => toast({ variant: "success", title: t("account.verify.sentTitle"), description: message }),
    onError: (error) => toast({ variant: "destructive", title: t("account.verify.failed"), description: serverMessageOf(error) ?? t("common.tryAgain") }),
  });
}
