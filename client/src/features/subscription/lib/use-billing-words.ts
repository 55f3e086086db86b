import { useTranslation } from "@/i18n/react";
import { billingFacts, billingWords, type BillingWords } from "@common/billing";
import type { Subscription } from "@common/subscription";
import { formatDay } from "./format-date";
import { useDateFormat } from "./use-date-format";

/**
 * What a subscription means for money and access, in the interface language and the owner's date format
 * (decision 0074): the same facts and words as the cancel dialog, the toasts and the mails (common/billing.ts).
 */
export function useBillingWords(country: string | null): (subscription: Subscription) => BillingWords {
  const { i18n } = useTranslation();
  const language = i18n.language === "ar" ? "ar" : "en";
  const { locale, timeZone } = useDateFormat(language, country);
  return (subscription) =>
    billingWords(billingFacts(subscription), language, (date) => formatDay(date.toISOString(), locale, timeZone) ?? date.toISOString().slice(0, 10));
}
