import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "@/i18n/react";
import { useTranslation } from "@/i18n/react";
import type { LoginInput } from "@common/auth";
import type { User } from "@common/user";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { isSubscriptionCanceled, serverMessageOf, statusOf } from "../lib/api-errors";
import { accountQueryKey } from "./get-account";

/** SPEC §4/§9: the success callback runs about 100 ms after the account has been refreshed. */
export const postLoginDelayMs = 100;

export const login = (input: LoginInput) => apiRequest<User>("POST", "/api/login", input);

/** SPEC §8: what a failed login tells the visitor. */
export function loginFailure(error: unknown, t: TFunction) {
  if (isSubscriptionCanceled(error)) {
    return { title: t("auth.login.canceledTitle"), description: t("auth.login.canceledText") };
  }
  const description =
    statusOf(error) === 401 ? t("invalidCredentials", { ns: "errors" }) : (serverMessageOf(error) ?? t("common.tryAgain"));
  return { title: t("auth.login.failedTitle"), description };
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(accountQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
      setTimeout(() => onSuccess?.(user), postLoginDelayMs);
    },
    // A wrong password is said once, in the form beside the fields (issue 14); other failures also toast.
    onError: (error) => {
      if (statusOf(error) !== 401) toast({ variant: "destructive", ...loginFailure(error, t) });
    },
  });
}
