import { useMutation } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { ForgotPasswordInput } from "@common/auth.schema";
import { apiRequest } from "@/lib/api-request";

/** The answer is the same whether or not the account exists (docs/design.md §7). */
export const requestPasswordReset = (body: ForgotPasswordInput) => apiRequest(endpoints.forgotPassword, { body });

/** A failure is the form's to say, once (decision 0076): under the email, or else in a toast. */
export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
