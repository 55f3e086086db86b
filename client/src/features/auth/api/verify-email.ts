import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyEmailInput } from "@common/auth";
import { apiRequest } from "@/lib/api-client";
import { accountQueryKey } from "./get-account";

export const verifyEmail = (input: VerifyEmailInput) => apiRequest<{ message: string }>("POST", "/api/verify-email", input);

/** Opens a verification link; a signed-in owner's account then says the address is confirmed. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
