import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { BillingWords } from "@common/billing";
import type { Subscription } from "@common/subscription";
import { apiRequest } from "@/lib/api-request";
import { forgetOfflineCopies } from "@/lib/app-worker";
import { rememberCanceledNotice } from "../canceled-notice";
import { subscriptionErrorToast } from "./errors";

export const cancelSubscription = () => apiRequest(endpoints.cancelSubscription);

/**
 * DELETE /api/subscription: stops renewal at the period's end and ends the owner's sessions.
 * docs/spec.md §4: "Cancelling logs the user out, goes to / and reloads". One full load of / does both: the account
 * page stays as it was (busy) until the new page replaces it, rather than first drawing itself signed out
 * and then reloading. As at logout, the pages kept for offline use go with the session.
 * After the reload a toast says what it cost and until when access remains, from the server's answer in the tab's
 * words (the mutation's variable: the tab's way of putting a subscription into words).
 */
export function useCancelSubscription() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (_wordsOf: (subscription: Subscription) => BillingWords) => cancelSubscription(),
    onSuccess: async (answer, wordsOf) => {
      rememberCanceledNotice(wordsOf(answer).canceledNotice);
      await forgetOfflineCopies();
      window.location.replace("/");
    },
    onError: (error) => subscriptionErrorToast(t, "subscription.errors.cancel", error),
  });
}
