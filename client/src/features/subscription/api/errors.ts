import type { TFunction } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api-errors";

/**
 * docs/spec.md §8's subscription error toasts: the catalogue's title, and the server's own message
 * (already in the interface language) when it says something more, else "Please try again."
 */
export function subscriptionErrorToast(t: TFunction, titleKey: string, error?: unknown) {
  const title = t(titleKey);
  const server = serverMessageOf(error);
  toast({
    variant: "destructive",
    title,
    description: server && server !== title ? server : t("common.tryAgain"),
  });
}

/** Sends the browser to a payment page; only web addresses count (never a `javascript:` one). */
export function goToCheckout(checkoutUrl: unknown): boolean {
  if (typeof checkoutUrl !== "string" || checkoutUrl === "") return false;
  let url: URL;
  try {
    url = new URL(checkoutUrl, window.location.href);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  window.location.assign(url.href);
  return true;
}
