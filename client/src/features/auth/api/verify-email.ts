import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { VerifyEmailInput } from "@common/auth.schema";
import { apiRequest } from "@/lib/api-request";
import { accountQueryKey } from "./get-account";

export const verifyEmail = (body: VerifyEmailInput) => apiRequest(endpoints.verifyEmail, { body });

/** Opens a verification link; a signed-in owner's account then says the address is confirmed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
