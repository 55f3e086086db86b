import { effectiveStatus } from "../../../common/subscription";
import type { SubscriptionStatus } from "../../../common/user";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/http-error";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import type { Billing } from "./billing";
import { changeSubscription, customerHolder, statusBeforeCanceling, type Changed, type SubscriptionFields } from "./store";

/*
 * Every change of a household's subscription (one per household, decision 0080), and the only code that writes one
 * (docs/spec.md §4, docs/design.md §6).
 * Statuses are stored; the one that holds now also reads the dates (common/subscription.ts: a trial past its
 * end is inactive, a canceling one past its end is canceled), so no timer is needed.
 *
 *   startTrial           a new account               → trial, until TRIAL_DAYS from now          signup
 *   cancelAtPeriodEnd    trial or active              → canceling, until the period's end         a member
 *   resume               canceling                    → what it was before: trial or active       a member
 *   applyProviderState   any, unless a newer provider → active, canceling, canceled or inactive   Stripe's webhooks,
 *                        state is stored                as the provider says                      the test checkout
 *   adminSet             any                          → what the admin chooses                    the admin
 */

/** A household's subscription as the households table holds it. */
export type StoredSubscription = Pick<HouseholdRow, "subscriptionStatus" | "trialEndsAt" | "subscriptionEndsAt" | "providerStateAt">;

/** What the payment provider says a subscription is. */
export type ProviderState = {
  status: "active" | "canceling" | "canceled" | "inactive";
  /** The end of the period paid for (or of the trial carried into it). */
  periodEnd: Date | null;
  /** When the provider made this state (Stripe: its event's `created`): an older state never replaces a newer one. */
  at: Date;
  customerId?: string;
  subscriptionId?: string;
};

export type AdminChoice = { status?: SubscriptionStatus; trialEndsAt?: Date; subscriptionEndsAt?: Date };

export type Change =
  | { type: "startTrial"; trialEndsAt: Date }
  | { type: "cancelAtPeriodEnd"; endsAt: Date | null }
  | { type: "resume"; before: "trial" | "active"; periodEnd?: Date }
  | { type: "providerState"; state: ProviderState }
  | { type: "adminSet"; choice: AdminChoice };

/** Why a change writes nothing. */
export type ProviderRefusal = "olderThanStored" | "unusableDate";
export type Refusal = "nothingToCancel" | "notCanceling" | ProviderRefusal;

/** The statuses (as they hold now) the owner's own changes start from. */
const ownerMay = { cancelAtPeriodEnd: ["trial", "active"], resume: ["canceling"] } as const;

const may = (current: StoredSubscription, change: keyof typeof ownerMay, now: Date) =>
  (ownerMay[change] as readonly SubscriptionStatus[]).includes(effectiveStatus(current, now));

/** A time the database stores and a person could mean: from 1970 to the year 9999. */
const isStorable = (time: Date) => time.getTime() >= 0 && time.getTime() < Date.UTC(10_000, 0, 1);

/** The state machine: the fields a change writes, or why it writes none. Pure, so it is tested as a table. */
export function next(current: StoredSubscription, change: Change, now = new Date()): SubscriptionFields | Refusal {
  switch (change.type) {
    case "startTrial":
      return { subscriptionStatus: "trial", trialEndsAt: change.trialEndsAt, subscriptionEndsAt: null };
    case "cancelAtPeriodEnd":
      if (!may(current, "cancelAtPeriodEnd", now)) return "nothingToCancel";
      return { subscriptionStatus: "canceling", subscriptionEndsAt: change.endsAt };
    case "resume":
      if (!may(current, "resume", now)) return "notCanceling";
      // A paid month runs on to its end (the provider may name a new one); a trial ends with its own end date again.
      return { subscriptionStatus: change.before, subscriptionEndsAt: change.before === "active" ? (change.periodEnd ?? current.subscriptionEndsAt) : null };
    case "providerState":
      return nextProviderState(current, change.state);
    case "adminSet":
      return {
        subscriptionStatus: change.choice.status ?? current.subscriptionStatus ?? "inactive",
        ...(change.choice.trialEndsAt && { trialEndsAt: change.choice.trialEndsAt }),
        ...(change.choice.subscriptionEndsAt && { subscriptionEndsAt: change.choice.subscriptionEndsAt }),
      };
  }
}

/** What the provider says, unless it is older than the provider state stored (or its dates are impossible). */
function nextProviderState(current: StoredSubscription, state: ProviderState): SubscriptionFields | ProviderRefusal {
  if (!isStorable(state.at) || (state.periodEnd && !isStorable(state.periodEnd))) return "unusableDate";
  // Equal times apply: Stripe's are whole seconds, and the later of two changes in one second is unknown.
  if (current.providerStateAt && state.at < current.providerStateAt) return "olderThanStored";
  return {
    subscriptionStatus: state.status,
    subscriptionEndsAt: state.periodEnd,
    providerStateAt: state.at,
    ...(state.subscriptionId && { stripeSubscriptionId: state.subscriptionId }),
    ...(state.customerId && { stripeCustomerId: state.customerId }),
  };
}

/** The row a change that cannot be refused wrote. */
function written(result: Changed<Refusal>): HouseholdRow {
  if ("refused" in result) throw new Error(`subscription change refused: ${result.refused}`);
  return result.household;
}

/** Signup: every new household starts with the free trial; `userId` is the member who signed up. */
export async function startTrial(db: Db, householdId: number, userId: number, trialEndsAt: Date, now = new Date()): Promise<HouseholdRow> {
  return written(await changeSubscription(db, householdId, userId, (current) => next(current, { type: "startTrial", trialEndsAt }, now), "signup", now));
}

/** A member cancels the household's subscription: the provider stops renewing, and access lasts until the period's end. */
export async function cancelAtPeriodEnd(db: Db, billing: Billing, household: HouseholdRow, user: UserRow, now = new Date()): Promise<HouseholdRow> {
  // Asked before the provider is told, so a refused cancel changes nothing anywhere.
  if (!may(household, "cancelAtPeriodEnd", now)) throw badRequest("nothingToCancel");
  const endsAt = await billing.cancelAtPeriodEnd(household);
  const result = await changeSubscription(db, household.id, user.id, (current) => next(current, { type: "cancelAtPeriodEnd", endsAt }, now), "cancel", now);
  if ("refused" in result) throw badRequest("nothingToCancel");
  return result.household;
}

/** A member takes back the cancellation before the period ends; undefined when there is none to take back. */
export async function resume(db: Db, billing: Billing, household: HouseholdRow, user: UserRow, now = new Date()): Promise<HouseholdRow | undefined> {
  if (!may(household, "resume", now)) return undefined;
  const periodEnd = (await billing.resume(household)) ?? undefined;
  const before = await statusBeforeCanceling(db, household.id);
  const result = await changeSubscription(db, household.id, user.id, (current) => next(current, { type: "resume", before, periodEnd }, now), "reactivate", now);
  return "household" in result ? result.household : undefined;
}

/** The row a provider's state was applied to, or why it was not. */
export type ProviderOutcome = { applied: HouseholdRow } | { refused: ProviderRefusal | "noHousehold" | "customerHeldByAnother" };

/**
 * What the payment provider says (Stripe's webhooks, the test checkout), unless a newer state is already
 * applied: the one place that keeps events delivered out of order from undoing a later change (decision 0064).
 */
export async function applyProviderState(db: Db, householdId: number, state: ProviderState, source: "webhook" | "checkout"): Promise<ProviderOutcome> {
  if (state.customerId) {
    const holder = await customerHolder(db, state.customerId);
    if (holder !== undefined && holder !== householdId) return { refused: "customerHeldByAnother" };
  }
  const result = await changeSubscription(db, householdId, null, (current) => nextProviderState(current, state), source);
  return "household" in result ? { applied: result.household } : result;
}

/**
 * The admin's Users tab: the status and dates she chooses for this user's household (its history names the user
 * she edited); undefined when the user does not exist.
 */
export async function adminSet(db: Db, user: Pick<UserRow, "id" | "householdId">, choice: AdminChoice): Promise<HouseholdRow | undefined> {
  const result = await changeSubscription(db, user.householdId, user.id, (current) => next(current, { type: "adminSet", choice }), "admin");
  return "household" in result ? result.household : undefined;
}
