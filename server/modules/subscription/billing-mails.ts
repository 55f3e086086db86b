import { billingFacts, billingWords } from "../../../common/billing";
import type { InterfaceLanguage } from "../../../common/languages";
import { effectiveStatus } from "../../../common/subscription";
import type { Db } from "../../db/client";
import type { HouseholdRow } from "../../plugins/session";
import { billingMail, greetingName, type BillingMailKind, type Mailer } from "../mail";
import { ownerOf } from "./store";

/** Where each Gulf country's clock is; a day in a mail is the owner's day. */
const timeZoneOf: Record<string, string> = {
  AE: "Asia/Dubai",
  SA: "Asia/Riyadh",
  QA: "Asia/Qatar",
  KW: "Asia/Kuwait",
  BH: "Asia/Bahrain",
  OM: "Asia/Muscat",
};

/** A day as the subscription tab writes it ("27 December 2026"), in her country's time (the Emirates' by default). */
export function mailDay(date: Date, language: InterfaceLanguage, country: string | null): string {
  const region = country && timeZoneOf[country] ? country : "AE";
  return new Intl.DateTimeFormat(`${language}-${region}`, { dateStyle: "long", timeZone: timeZoneOf[region] }).format(date);
}

/**
 * Confirms a new subscription or a cancellation by mail to the household's owner (decision 0080: whoever acted, she
 * holds the household's subscription), from the facts of the subscription as it now stands (decision 0074). A mail
 * that cannot leave is logged: the change it confirms has been made all the same.
 */
export async function sendBillingMail(
  deps: { db: Db; mailer: Mailer; appUrl: string; log: { error: (obj: object, msg: string) => void } },
  household: HouseholdRow,
  kind: BillingMailKind,
  language: InterfaceLanguage,
) {
  const facts = billingFacts({ status: effectiveStatus(household), trialEndsAt: household.trialEndsAt, subscriptionEndsAt: household.subscriptionEndsAt });
  try {
    const user = await ownerOf(deps.db, household);
    if (!user) return;
    const words = billingWords(facts, language, (date) => mailDay(date, language, user.country));
    await deps.mailer.send(
      billingMail({ to: user.email, name: greetingName(user), link: `${deps.appUrl}/account?tab=subscription`, language, kind, words }),
    );
  } catch (error) {
    deps.log.error({ err: error, householdId: household.id, kind }, "billing mail could not be sent");
  }
}
