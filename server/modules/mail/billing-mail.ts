import type { BillingWords } from "../../../common/billing";
import type { InterfaceLanguage } from "../../../common/languages";
import { actionMail, type ActionMailTexts } from "./action-mail";
import type { MailMessage } from "./mailer";

/** Which change of the subscription the mail confirms. */
export type BillingMailKind = "subscribed" | "canceled";

const texts: Record<InterfaceLanguage, Record<BillingMailKind, Omit<ActionMailTexts, "body">>> = {
  en: {
    subscribed: {
      subject: "Your Wasfa subscription is confirmed",
      button: "See my subscription",
      ignore: "You can cancel at any time from your account; the page says what cancelling would cost on that day.",
    },
    canceled: {
      subject: "Your Wasfa subscription is canceled",
      button: "Reactivate my subscription",
      ignore: "If you did not cancel it, log in and reactivate it: nothing is lost.",
    },
  },
  ar: {
    subscribed: {
      subject: "تم تأكيد اشتراكك في وصفة",
      button: "عرض اشتراكي",
      ignore: "يمكنك الإلغاء في أي وقت من حسابك؛ تذكر الصفحة كلفة الإلغاء في ذلك اليوم.",
    },
    canceled: {
      subject: "تم إلغاء اشتراكك في وصفة",
      button: "إعادة تفعيل اشتراكي",
      ignore: "إذا لم تلغه أنت، فسجّل الدخول وأعد تفعيله: لم يضع شيء.",
    },
  },
};

/**
 * The mail that confirms a subscription or its cancellation (decision 0074), in the words of the subscription tab
 * (common/billing.ts): for a new subscription its first charge (or renewal) and what cancelling costs; for a
 * cancellation, that nothing more is charged and until when recipes open.
 */
export function billingMail(options: { to: string; name?: string; link: string; language: InterfaceLanguage; kind: BillingMailKind; words: BillingWords }): MailMessage {
  const { words, kind } = options;
  const body =
    kind === "subscribed"
      ? [words.date && `${words.date}.`, words.text, words.cancel].filter(Boolean).join(" ")
      : words.canceledNotice;
  return actionMail({ ...options, texts: { ...texts[options.language][kind], body } });
}
