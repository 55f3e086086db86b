import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import { apiRequest } from "@/lib/api-request";
import { forgetOfflineCopies } from "@/lib/app-worker";
import { rememberCanceledNotice } from "../canceled-notice";
import { subscriptionErrorToast } from "./errors";

export const cancelSubscription = () => apiRequest(endpoints.cancelSubscription);

/**
 * DELETE /api/subscription: stops renewal at the period's end and ends the owner's sessions.
 * SPEC §4: "Cancelling logs the user out, goes to / and reloads". One full load of / does both: the account
 * page stays as it was (busy) until the new page replaces it, rather than first drawing itself signed out
 * and then reloading. As at logout, the pages kept for offline use go with the session.
 * After the reload a toast says until when access remains (the mutation's variable, as the tab shows it).
 */
export function useCancelSubscription() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (_accessUntil: string | null) => cancelSubscription(),
    onSuccess: async (_answer, accessUntil) => {
      rememberCanceledNotice(accessUntil);
      await forgetOfflineCopies();
      window.location.replace("/");
    },
    onError: (error) => subscriptionErrorToast(t, "subscription.errors.cancel", error),
  });
}
