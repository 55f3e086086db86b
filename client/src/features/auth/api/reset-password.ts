import { useMutation } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { ResetPasswordInput } from "@common/auth.schema";
import { apiRequest } from "@/lib/api-request";

export const resetPassword = (body: ResetPasswordInput) => apiRequest(endpoints.resetPassword, { body });

/** The form says what went wrong, once (decision 0076): a used or expired link, a field, or else a toast. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
