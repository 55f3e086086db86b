import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import type { Subscription } from "@common/subscription";
import { toast } from "@/components/ui/use-toast";
import { type ApiAnswer } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";
import { accountQueryKey } from "@/features/auth";
import { goToCheckout, subscriptionErrorToast } from "./errors";
import { subscriptionQueryKey } from "./get-subscription";

type ReactivateAnswer = ApiAnswer<typeof endpoints.reactivateSubscription>;

export const reactivateSubscription = () => apiRequest(endpoints.reactivateSubscription);

/** Whether the answer is a subscription that runs again (docs/spec.md §4: a trial, or a paid one here). */
const isResumed = (answer: ReactivateAnswer): answer is Subscription =>
  "status" in answer && (answer.status === "trial" || answer.status === "active");

/**
 * POST /api/subscription/reactivate: a canceling subscription resumes (toast, fresh data); otherwise
 * the server starts a checkout and the browser goes there. Resolves "checkout" while it is leaving.
 */
export function useReactivateSubscription() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<"resumed" | "checkout"> => {
      const answer = await reactivateSubscription();
      if (isResumed(answer)) {
        const { status, trialEndsAt, subscriptionEndsAt } = answer;
        queryClient.setQueryData(subscriptionQueryKey, { status, trialEndsAt, subscriptionEndsAt });
        return "resumed";
      }
      if ("checkoutUrl" in answer && goToCheckout(answer.checkoutUrl)) return "checkout";
      throw new Error("reactivation answered neither a running subscription nor a checkout");
    },
    onSuccess: (outcome) => {
      if (outcome !== "resumed") return;
      toast({ variant: "success", title: t("subscription.reactivated.title"), description: t("subscription.reactivated.text") });
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
    onError: (error) => subscriptionErrorToast(t, "subscription.errors.reactivate", error),
  });
}
