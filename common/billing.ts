import type { InterfaceLanguage } from "./languages";
import type { SubscriptionStatus } from "./user";

/*
 * One story about money and dates (decision 0074): when she would first be charged (or next), what cancelling now
 * costs, and until when she keeps access. The subscription tab, the cancel dialog, the toasts after a checkout
 * and after cancelling, and the mails all say it from these facts, in these words.
 */

type DateInput = Date | string | null;

/** The subscription as the API gives it: the effective status (common/subscription.ts) and the stored dates. */
export type BillingState = { status: SubscriptionStatus; trialEndsAt: DateInput; subscriptionEndsAt: DateInput };

export type BillingFacts = {
  status: SubscriptionStatus;
  /** The free month runs until then (subscribed or not). */
  freeUntil: Date | null;
  /** Subscribed during the free month: the first 2 AED is charged on this day, when the free month ends. */
  firstChargeOn: Date | null;
  /** Paid and renewing: the next 2 AED is charged on this day. */
  renewsOn: Date | null;
  /**
   * What cancelling now costs: "nothing" (no payment has been or will be taken), "noRefund" (nothing more is
   * charged; the month already paid is not refunded); null when there is nothing to cancel.
   */
  cancelCost: "nothing" | "noRefund" | null;
  /** Until when she keeps access: if she cancels now, or as she already has. Null: no access, or no known end. */
  accessUntil: Date | null;
  /** When access ended: the subscription's end, or the free month's once it is over. */
  endedOn: Date | null;
};

const dateOf = (value: DateInput) => {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The facts for a subscription at `now`. A subscription taken during the free month keeps the month (docs/design.md §6):
 * its first charge is at the month's end, and cancelling before then costs nothing and ends access then, as a
 * trial that never subscribed would (Stripe ends a trialing subscription canceled at period end at its trial end).
 */
export function billingFacts({ status, trialEndsAt, subscriptionEndsAt }: BillingState, now: Date = new Date()): BillingFacts {
  const trialEnd = dateOf(trialEndsAt);
  const periodEnd = dateOf(subscriptionEndsAt);
  const inFreeMonth = trialEnd !== null && trialEnd.getTime() > now.getTime();
  const none = { freeUntil: null, firstChargeOn: null, renewsOn: null, cancelCost: null, accessUntil: null, endedOn: null };
  switch (status) {
    case "trial":
      return { ...none, status, freeUntil: trialEnd, cancelCost: "nothing", accessUntil: trialEnd };
    case "active":
      return inFreeMonth
        ? { ...none, status, freeUntil: trialEnd, firstChargeOn: trialEnd, cancelCost: "nothing", accessUntil: trialEnd }
        : { ...none, status, renewsOn: periodEnd, cancelCost: "noRefund", accessUntil: periodEnd };
    case "canceling":
      return { ...none, status, accessUntil: periodEnd };
    case "canceled":
      return { ...none, status, endedOn: periodEnd };
    case "inactive":
      return { ...none, status, endedOn: trialEnd && !inFreeMonth ? trialEnd : null };
  }
}

/** The words, in English and Arabic; `{date}` is a day as the reader reads it. */
const billingTexts = {
  en: {
    trialEnds: "Trial ends {date}",
    firstCharge: "First payment of 2 AED on {date}",
    renews: "Renews on {date}",
    accessUntil: "Access until {date}",
    ended: "Ended on {date}",
    trialEnded: "Your free trial ended on {date}",
    trialText: "Nothing is charged unless you subscribe. If you do, the first 2 AED is charged on {date}, when your free month ends.",
    firstChargeText: "Your free month runs until {date}: the first 2 AED is charged then, and each month after. You have full access meanwhile.",
    renewsText: "2 AED is charged on {date}, and each month after. You have full access to every recipe and can send them to your helper.",
    activeText: "You have full access to every recipe and can send them to your helper.",
    cancelingText: "Your subscription will not renew: nothing more is charged. Reactivate it to keep access after {date}.",
    canceledText: "Recipe details and sending recipes to your helper are paused.",
    inactiveText: "Subscribe to open recipe details and send them to your helper.",
    cancelNothing: "Cancelling now costs nothing: no payment is taken, and you keep full access until {date}.",
    cancelNoRefund: "Cancelling now stops the renewal: nothing more is charged, and you keep full access until {date}. This month is not refunded.",
    cancelNoDate: "Cancelling now stops the renewal: nothing more is charged, and you keep full access until the end of the current period.",
    canceledNotice: "Nothing more will be charged. You can still open recipes until {date}. Log in again at any time to reactivate.",
    canceledNoticeNoDate: "Nothing more will be charged. Log in again at any time to reactivate.",
  },
  ar: {
    trialEnds: "تنتهي الفترة التجريبية في {date}",
    firstCharge: "أول دفعة بقيمة 2 درهم في {date}",
    renews: "يتجدد في {date}",
    accessUntil: "الوصول متاح حتى {date}",
    ended: "انتهى في {date}",
    trialEnded: "انتهت فترتك التجريبية المجانية في {date}",
    trialText: "لن يُخصم أي مبلغ ما لم تشترك. إذا اشتركت، تُخصم أول 2 درهم في {date} عند انتهاء شهرك المجاني.",
    firstChargeText: "شهرك المجاني مستمر حتى {date}: تُخصم أول 2 درهم حينها، ثم كل شهر. لديك وصول كامل حتى ذلك الحين.",
    renewsText: "تُخصم 2 درهم في {date}، ثم كل شهر. لديك وصول كامل إلى كل الوصفات ويمكنك إرسالها إلى العاملة لديك.",
    activeText: "لديك وصول كامل إلى كل الوصفات ويمكنك إرسالها إلى العاملة لديك.",
    cancelingText: "لن يتجدد اشتراكك ولن يُخصم أي مبلغ آخر. أعد تفعيله للاحتفاظ بالوصول بعد {date}.",
    canceledText: "تفاصيل الوصفات وإرسالها إلى العاملة متوقفة مؤقتًا.",
    inactiveText: "اشترك لفتح تفاصيل الوصفات وإرسالها إلى العاملة لديك.",
    cancelNothing: "الإلغاء الآن لا يكلفك شيئًا: لن يُخصم أي مبلغ، ويبقى لديك وصول كامل حتى {date}.",
    cancelNoRefund: "الإلغاء الآن يوقف التجديد: لن يُخصم أي مبلغ آخر، ويبقى لديك وصول كامل حتى {date}. لا يُسترد مبلغ هذا الشهر.",
    cancelNoDate: "الإلغاء الآن يوقف التجديد: لن يُخصم أي مبلغ آخر، ويبقى لديك وصول كامل حتى نهاية الفترة الحالية.",
    canceledNotice: "لن يُخصم أي مبلغ آخر. يمكنك فتح الوصفات حتى {date}. سجّل الدخول مجددًا في أي وقت لإعادة التفعيل.",
    canceledNoticeNoDate: "لن يُخصم أي مبلغ آخر. سجّل الدخول مجددًا في أي وقت لإعادة التفعيل.",
  },
} as const satisfies Record<InterfaceLanguage, Record<string, string>>;

export type BillingTextKey = keyof (typeof billingTexts)["en"];

/** What the facts say, each line already in words (null where there is nothing to say). */
export type BillingWords = {
  /** The status's day: "Trial ends …", "First payment of 2 AED on …", "Renews on …", "Access until …". */
  date: string | null;
  /** What happens with money and access from here. */
  text: string;
  /** What cancelling now costs and until when access remains; null when there is nothing to cancel. */
  cancel: string | null;
  /** Said once she has canceled (the toast after the reload, the mail). */
  canceledNotice: string;
};

/**
 * The facts in `language`, with each day written by `formatDay` (the page's locale and time zone, or the
 * mail's): every place says the same thing in the same words.
 */
export function billingWords(facts: BillingFacts, language: InterfaceLanguage, formatDay: (date: Date) => string): BillingWords {
  const texts = billingTexts[language];
  const say = (key: BillingTextKey, date: Date | null) => (date ? texts[key].replace("{date}", formatDay(date)) : null);
  const date =
    say("firstCharge", facts.firstChargeOn) ??
    (facts.status === "trial" ? say("trialEnds", facts.freeUntil) : null) ??
    say("renews", facts.renewsOn) ??
    (facts.status === "canceling" ? say("accessUntil", facts.accessUntil) : null) ??
    (facts.status === "canceled" ? say("ended", facts.endedOn) : say("trialEnded", facts.endedOn));
  const text =
    (facts.firstChargeOn ? say("firstChargeText", facts.firstChargeOn) : null) ??
    (facts.status === "trial" ? say("trialText", facts.freeUntil) : null) ??
    (facts.renewsOn ? say("renewsText", facts.renewsOn) : null) ??
    (facts.status === "canceling" ? say("cancelingText", facts.accessUntil) : null) ??
    ({ trial: texts.inactiveText, active: texts.activeText, canceling: texts.canceledNoticeNoDate, canceled: texts.canceledText, inactive: texts.inactiveText } as const)[facts.status];
  const cancel = facts.cancelCost && (say(facts.cancelCost === "nothing" ? "cancelNothing" : "cancelNoRefund", facts.accessUntil) ?? texts.cancelNoDate);
  return { date, text, cancel, canceledNotice: say("canceledNotice", facts.accessUntil) ?? texts.canceledNoticeNoDate };
}
