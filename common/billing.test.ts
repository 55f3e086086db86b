import { describe, expect, it } from "vitest";
import { billingFacts, billingWords, type BillingState } from "./billing";

const now = new Date("2026-11-27T12:00:00Z");
const trialEnd = "2026-12-27T12:00:00Z";
const carriedPeriodEnd = "2027-01-26T12:00:00Z";
const paidUntil = "2026-12-20T00:00:00Z";
const trialOver = "2026-10-27T12:00:00Z";
const day = (iso: string) => new Date(iso);

describe("the billing facts", () => {
  it.each<[string, BillingState, ReturnType<typeof billingFacts>]>([
    [
      "a trial, not subscribed: nothing charged, cancelling free, access to the trial's end",
      { status: "trial", trialEndsAt: trialEnd, subscriptionEndsAt: null },
      { status: "trial", freeUntil: day(trialEnd), firstChargeOn: null, renewsOn: null, cancelCost: "nothing", accessUntil: day(trialEnd), endedOn: null },
    ],
    [
      "subscribed during the trial: first charge at the trial's end, cancelling free and ending access then (not a month later)",
      { status: "active", trialEndsAt: trialEnd, subscriptionEndsAt: carriedPeriodEnd },
      { status: "active", freeUntil: day(trialEnd), firstChargeOn: day(trialEnd), renewsOn: null, cancelCost: "nothing", accessUntil: day(trialEnd), endedOn: null },
    ],
    [
      "active and paid: renews at the period's end, cancelling stops renewal with no refund, access to the period's end",
      { status: "active", trialEndsAt: trialOver, subscriptionEndsAt: paidUntil },
      { status: "active", freeUntil: null, firstChargeOn: null, renewsOn: day(paidUntil), cancelCost: "noRefund", accessUntil: day(paidUntil), endedOn: null },
    ],
    [
      "canceling: nothing to cancel, access to the period's end",
      { status: "canceling", trialEndsAt: trialOver, subscriptionEndsAt: paidUntil },
      { status: "canceling", freeUntil: null, firstChargeOn: null, renewsOn: null, cancelCost: null, accessUntil: day(paidUntil), endedOn: null },
    ],
    [
      "canceled: no access, ended at the period's end",
      { status: "canceled", trialEndsAt: trialOver, subscriptionEndsAt: paidUntil },
      { status: "canceled", freeUntil: null, firstChargeOn: null, renewsOn: null, cancelCost: null, accessUntil: null, endedOn: day(paidUntil) },
    ],
    [
      "inactive after the trial: no access, the trial's end said",
      { status: "inactive", trialEndsAt: trialOver, subscriptionEndsAt: null },
      { status: "inactive", freeUntil: null, firstChargeOn: null, renewsOn: null, cancelCost: null, accessUntil: null, endedOn: day(trialOver) },
    ],
    [
      "inactive with no trial behind it (a failed payment): no date",
      { status: "inactive", trialEndsAt: null, subscriptionEndsAt: null },
      { status: "inactive", freeUntil: null, firstChargeOn: null, renewsOn: null, cancelCost: null, accessUntil: null, endedOn: null },
    ],
  ])("%s", (_case, state, facts) => {
    expect(billingFacts(state, now)).toEqual(facts);
  });
});

describe("the billing words", () => {
  const format = (date: Date) => date.toISOString().slice(0, 10);
  const words = (state: BillingState, language: "en" | "ar" = "en") => billingWords(billingFacts(state, now), language, format);

  it("say one date everywhere after subscribing during the trial: the first charge, and access until then if she cancels", () => {
    const subscribed = words({ status: "active", trialEndsAt: trialEnd, subscriptionEndsAt: carriedPeriodEnd });
    expect(subscribed.date).toBe("First payment of 2 AED on 2026-12-27");
    expect(subscribed.text).toContain("2026-12-27");
    expect(subscribed.cancel).toBe("Cancelling now costs nothing: no payment is taken, and you keep full access until 2026-12-27.");
    expect(subscribed.canceledNotice).toContain("until 2026-12-27");
    expect(JSON.stringify(subscribed)).not.toContain("2027-01-26");
  });

  it("say what cancelling a paid month costs, and until when", () => {
    const paid = words({ status: "active", trialEndsAt: trialOver, subscriptionEndsAt: paidUntil });
    expect(paid.date).toBe("Renews on 2026-12-20");
    expect(paid.cancel).toBe("Cancelling now stops the renewal: nothing more is charged, and you keep full access until 2026-12-20. This month is not refunded.");
  });

  it("say the trial's end, and nothing about cancelling once there is nothing to cancel", () => {
    expect(words({ status: "trial", trialEndsAt: trialEnd, subscriptionEndsAt: null }).date).toBe("Trial ends 2026-12-27");
    const canceling = words({ status: "canceling", trialEndsAt: trialOver, subscriptionEndsAt: paidUntil });
    expect(canceling).toMatchObject({ date: "Access until 2026-12-20", cancel: null });
    expect(words({ status: "canceled", trialEndsAt: trialOver, subscriptionEndsAt: paidUntil }).date).toBe("Ended on 2026-12-20");
    expect(words({ status: "inactive", trialEndsAt: trialOver, subscriptionEndsAt: null }).date).toBe("Your free trial ended on 2026-10-27");
    expect(words({ status: "inactive", trialEndsAt: null, subscriptionEndsAt: null }).date).toBeNull();
  });

  it("are the same facts in Arabic", () => {
    const arabic = words({ status: "active", trialEndsAt: trialEnd, subscriptionEndsAt: carriedPeriodEnd }, "ar");
    expect(arabic.date).toBe("أول دفعة بقيمة 2 درهم في 2026-12-27");
    expect(arabic.cancel).toContain("لا يكلفك شيئًا");
  });
});
