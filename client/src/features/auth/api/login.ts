import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "@/i18n/react";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { LoginInput } from "@common/auth.schema";
import * as errorCodes from "@common/error-codes";
import type { User } from "@common/user";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { hasCode, serverMessageOf } from "@/lib/api-errors";
import { accountQueryKey } from "./get-account";
import { signInAs } from "./user-data";

/** docs/spec.md §4/§9: the success callback runs about 100 ms after the account has been refreshed. */
export const postLoginDelayMs = 100;

export const login = (body: LoginInput) => apiRequest(endpoints.login, { body });

/**
 * docs/spec.md §8: what a failed login tells the visitor. Its "Subscription Canceled" 403 is, by DESIGN, the
 * answer for a suspended account (a canceled subscription still logs in, to reactivate).
 */
export function loginFailure(error: unknown, t: TFunction) {
  // Past the account's ceiling of failed logins: a link may be in her mail (decision 0060).
  if (hasCode(error, errorCodes.loginLinkRequired)) {
    return { title: t("auth.login.checkMailTitle"), description: serverMessageOf(error) ?? t("loginLinkRequired", { ns: "errors" }) };
  }
  if (hasCode(error, errorCodes.accountSuspended)) {
    return { title: t("auth.login.canceledTitle"), description: t("auth.login.canceledText") };
  }
  const description = hasCode(error, errorCodes.unauthorized)
    ? t("invalidCredentials", { ns: "errors" })
    : (serverMessageOf(error) ?? t("common.tryAgain"));
  return { title: t("auth.login.failedTitle"), description };
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      await signInAs(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
      setTimeout(() => onSuccess?.(user), postLoginDelayMs);
    },
    // A wrong password (or a login link on its way) is said once, in the form beside the fields;
    // other failures also toast.
    onError: (error) => {
      if (!hasCode(error, errorCodes.unauthorized) && !hasCode(error, errorCodes.loginLinkRequired)) {
        toast({ variant: "destructive", ...loginFailure(error, t) });
      }
    },
  });
}
