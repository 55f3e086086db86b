import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "@/i18n/react";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { SignupForm, SignupInput } from "@common/auth.schema";
import * as errorCodes from "@common/error-codes";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { hasCode, serverMessageOf } from "@/lib/api-errors";
import { accountQueryKey } from "./get-account";
import { signInAs } from "./user-data";

/** docs/spec.md §7: the username is the email; the confirmation never leaves the browser. */
export function signup({ firstName, lastName, email, password }: SignupForm) {
  const body: SignupInput = { firstName, lastName, email, password, username: email };
  return apiRequest(endpoints.signup, { body });
}

/** docs/spec.md §8: what a failed signup tells the visitor (a taken email: "…Please log in instead."). */
export function signupFailure(error: unknown, t: TFunction) {
  const description = hasCode(error, errorCodes.emailTaken)
    ? t("emailExists", { ns: "errors" })
    : (serverMessageOf(error) ?? t("auth.signup.failed"));
  return { title: t("auth.signup.failedTitle"), description };
}

/** Signs the new account in: the server sets the session cookie, the account query is refetched. */
export function useSignup() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: signup,
    onSuccess: async (user) => {
      await signInAs(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey, refetchType: "all" });
      toast({ variant: "success", title: t("auth.signup.welcomeTitle"), description: t("auth.signup.welcomeText") });
    },
    onError: (error) => toast({ variant: "destructive", ...signupFailure(error, t) }),
  });
}
