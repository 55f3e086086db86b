import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import { apiRequest } from "@/lib/api-request";
import { goToCheckout, subscriptionErrorToast } from "./errors";

export const startCheckout = () => apiRequest(endpoints.subscribe);

/**
 * POST /api/subscription, then the browser goes to the checkout (docs/spec.md §4). Resolves true when it is
 * on its way there, so the button can stay busy until the page is gone.
 */
export function useSubscribe() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const { checkoutUrl } = await startCheckout();
      if (!goToCheckout(checkoutUrl)) throw new Error("no checkout address");
      return true;
    },
    onError: (error) => subscriptionErrorToast(t, "subscription.errors.request", error),
  });
}
