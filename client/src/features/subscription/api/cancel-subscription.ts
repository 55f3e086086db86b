import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { useNavigate } from "react-router";
import * as endpoints from "@common/api/endpoints";
import { apiRequest } from "@/lib/api-request";
import { accountQueryKey } from "@/features/auth";
import { rememberCanceledNotice } from "../canceled-notice";
import { subscriptionErrorToast } from "./errors";

export const cancelSubscription = () => apiRequest(endpoints.cancelSubscription);

/**
 * DELETE /api/subscription: stops renewal at the period's end and ends the owner's sessions.
 * SPEC §4: "Cancelling logs the user out, goes to / and reloads", so nothing of theirs stays on screen;
 * after the reload a toast says until when access remains (the mutation's variable, as the tab shows it).
 */
export function useCancelSubscription() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (_accessUntil: string | null) => cancelSubscription(),
    onSuccess: (_answer, accessUntil) => {
      rememberCanceledNotice(accessUntil);
      queryClient.setQueryData(accountQueryKey, null);
      void navigate("/", { replace: true });
      window.location.reload();
    },
    onError: (error) => subscriptionErrorToast(t, "subscription.errors.cancel", error),
  });
}
