import { describe, expect, it } from "vitest";
import { next, type Change, type StoredSubscription } from "./transitions";

const now = new Date("2026-11-27T12:00:00Z");
const day = 86_400_000;
const inDays = (n: number) => new Date(now.getTime() + n * day);

/** A stored subscription: a status with its dates (and when the provider last spoke), as the users table holds it. */
const stored = (status: string | null, dates: Partial<Omit<StoredSubscription, "subscriptionStatus">> = {}): StoredSubscription => ({
  subscriptionStatus: status,
  trialEndsAt: null,
  subscriptionEndsAt: null,
  providerStateAt: null,
  ...dates,
});

const trial = stored("trial", { trialEndsAt: inDays(20) });
const trialOver = stored("trial", { trialEndsAt: inDays(-1) });
const active = stored("active", { subscriptionEndsAt: inDays(25), providerStateAt: inDays(-5) });
const canceling = stored("canceling", { subscriptionEndsAt: inDays(25) });
const cancelingOver = stored("canceling", { subscriptionEndsAt: inDays(-1) });
const canceled = stored("canceled", { providerStateAt: inDays(-1) });

const provider = (status: "active" | "canceling" | "canceled" | "inactive", at: Date, periodEnd: Date | null = inDays(30)): Change => ({
  type: "providerState",
  state: { status, periodEnd, at, subscriptionId: "sub_1", customerId: "cus_1" },
});

/** Each row: the stored subscription, the change, and what is written (or why nothing is). */
const table: { name: string; from: StoredSubscription; change: Change; writes: object | string }[] = [
  {
    name: "signup starts the free trial",
    from: stored(null),
    change: { type: "startTrial", trialEndsAt: inDays(30) },
    writes: { subscriptionStatus: "trial", trialEndsAt: inDays(30), subscriptionEndsAt: null },
  },
  {
    name: "an owner in her trial cancels until the trial's end",
    from: trial,
    change: { type: "cancelAtPeriodEnd", endsAt: inDays(20) },
    writes: { subscriptionStatus: "canceling", subscriptionEndsAt: inDays(20) },
  },
  {
    name: "a paying owner cancels until the paid period's end",
    from: active,
    change: { type: "cancelAtPeriodEnd", endsAt: inDays(25) },
    writes: { subscriptionStatus: "canceling", subscriptionEndsAt: inDays(25) },
  },
  { name: "a trial that has ended has nothing to cancel", from: trialOver, change: { type: "cancelAtPeriodEnd", endsAt: null }, writes: "nothingToCancel" },
  { name: "a cancellation is not cancelled again", from: canceling, change: { type: "cancelAtPeriodEnd", endsAt: inDays(25) }, writes: "nothingToCancel" },
  { name: "a canceled subscription has nothing to cancel", from: canceled, change: { type: "cancelAtPeriodEnd", endsAt: null }, writes: "nothingToCancel" },
  {
    name: "a canceled trial resumes as the trial, ending on its own date",
    from: canceling,
    change: { type: "resume", before: "trial" },
    writes: { subscriptionStatus: "trial", subscriptionEndsAt: null },
  },
  {
    name: "a canceled paid month resumes to the same period's end",
    from: canceling,
    change: { type: "resume", before: "active" },
    writes: { subscriptionStatus: "active", subscriptionEndsAt: inDays(25) },
  },
  {
    name: "a paid month taken in the free month resumes to the end the provider names (its first paid month back)",
    from: canceling,
    change: { type: "resume", before: "active", periodEnd: inDays(50) },
    writes: { subscriptionStatus: "active", subscriptionEndsAt: inDays(50) },
  },
  { name: "only a canceling subscription resumes", from: active, change: { type: "resume", before: "active" }, writes: "notCanceling" },
  { name: "a cancellation past its end does not resume", from: cancelingOver, change: { type: "resume", before: "active" }, writes: "notCanceling" },
  {
    name: "the provider's first word on a trial applies, with its time",
    from: trial,
    change: provider("active", inDays(-1)),
    writes: { subscriptionStatus: "active", subscriptionEndsAt: inDays(30), providerStateAt: inDays(-1), stripeSubscriptionId: "sub_1", stripeCustomerId: "cus_1" },
  },
  {
    name: "a newer provider state replaces the one stored",
    from: active,
    change: provider("canceled", inDays(-4)),
    writes: { subscriptionStatus: "canceled", providerStateAt: inDays(-4) },
  },
  {
    name: "a provider state made in the same second as the stored one applies",
    from: active,
    change: provider("canceling", inDays(-5)),
    writes: { subscriptionStatus: "canceling", providerStateAt: inDays(-5) },
  },
  { name: "an update older than a deletion does not re-activate", from: canceled, change: provider("active", inDays(-2)), writes: "olderThanStored" },
  { name: "a failed payment older than the paid state does not lock out", from: active, change: provider("inactive", inDays(-6)), writes: "olderThanStored" },
  {
    name: "a period ending past the year 9999 is refused",
    from: trial,
    change: provider("active", inDays(-1), new Date(1e15 * 1000)),
    writes: "unusableDate",
  },
  { name: "an event time that is no time is refused", from: trial, change: provider("active", new Date(Number.NaN)), writes: "unusableDate" },
  {
    name: "the admin sets a status and keeps the dates she leaves empty",
    from: trial,
    change: { type: "adminSet", choice: { status: "active" } },
    writes: { subscriptionStatus: "active" },
  },
  {
    name: "the admin moves a date and the status stays",
    from: active,
    change: { type: "adminSet", choice: { subscriptionEndsAt: inDays(60) } },
    writes: { subscriptionStatus: "active", subscriptionEndsAt: inDays(60) },
  },
  { name: "the admin's change to an account with no status reads inactive", from: stored(null), change: { type: "adminSet", choice: {} }, writes: { subscriptionStatus: "inactive" } },
];

describe("subscription transitions", () => {
  it.each(table)("$name", ({ from, change, writes }) => {
    const result = next(from, change, now);
    if (typeof writes === "string") expect(result).toBe(writes);
    else expect(result).toEqual(expect.objectContaining(writes));
  });

  it("writes only what a change names: the admin's status alone leaves every date as it was", () => {
    expect(next(active, { type: "adminSet", choice: { status: "canceled" } }, now)).toEqual({ subscriptionStatus: "canceled" });
  });
});
