import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { LoginLinkInput } from "@common/auth.schema";
import { apiRequest } from "@/lib/api-request";
import { accountQueryKey } from "./get-account";
import { signInAs } from "./user-data";

export const loginWithLink = (body: LoginLinkInput) => apiRequest(endpoints.loginWithLink, { body });

/** Opens the login link mailed once an account's failed logins passed their ceiling (decision 0060). */
export function useLoginWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithLink,
    onSuccess: async (user) => {
      await signInAs(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
