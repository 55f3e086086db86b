import { useEffect, useRef } from "react";
import type { Subscription } from "@common/subscription";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { useSearchParams } from "react-router";
import * as endpoints from "@common/api/endpoints";
import { toast } from "@/components/ui/use-toast";
import { accountQueryKey, useCurrentUser } from "@/features/auth";
import { useBillingWords } from "@/features/subscription/account-tab";
import { queryKeyOf } from "@/lib/api-client";

/**
 * docs/spec.md §2: the payment provider sends the owner back to /account?subscription=success|cancel.
 * Say how it went (after a payment, with its first charge or renewal in the subscription tab's words: decision
 * 0074), then take the parameters out of the URL so a reload does not say it again.
 */
export function useSubscriptionReturn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const wordsOf = useBillingWords(useCurrentUser().user?.country ?? null);
  const words = useRef(wordsOf);
  useEffect(() => {
    words.current = wordsOf;
  });
  const outcome = params.get("subscription");
  // Strict mode runs effects twice; one toast per return is enough.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (outcome !== "success" && outcome !== "cancel") {
      handled.current = null;
      return;
    }
    if (handled.current === outcome) return;
    handled.current = outcome;
    if (outcome === "success") {
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      const activated = (description: string) => toast({ variant: "success", title: t("account.return.activatedTitle"), description });
      queryClient.fetchQuery<Subscription>({ queryKey: queryKeyOf(endpoints.getSubscription), staleTime: 0 }).then(
        (subscription) => activated(words.current(subscription).text),
        () => activated(t("account.return.activatedText")),
      );
    } else {
      toast({ title: t("account.return.canceledTitle"), description: t("account.return.canceledText") });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("subscription");
        next.delete("session_id");
        return next;
      },
      { replace: true },
    );
  }, [outcome, queryClient, setParams, t]);
}
