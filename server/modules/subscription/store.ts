import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { households, subscriptionChanges, users } from "../../db/schema";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { recordSubscriptionChange, type SubscriptionChangeSource } from "./history";

export type SubscriptionFields = {
  subscriptionStatus: string;
  trialEndsAt?: Date | null;
  subscriptionEndsAt?: Date | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  providerStateAt?: Date | null;
};

/** What changeSubscription did: the household's row as written, or why nothing was. */
export type Changed<Refusal extends string> = { household: HouseholdRow } | { refused: Refusal | "noHousehold" };

/**
 * Changes a household's subscription (one per household, decision 0080) and writes its history entry in one
 * transaction, so the chart never misses a change. The row is read locked: two changes of one subscription at once
 * (webhooks come in bursts) apply one after the other, each deciding from what the other left. `decide` gives the
 * fields to write, or a reason to write nothing (transitions.ts holds every decision). The history names the
 * member who acted, or the household's owner for the provider's own changes (`actorUserId` null).
 */
export async function changeSubscription<Refusal extends string>(
  db: Db,
  householdId: number,
  actorUserId: number | null,
  decide: (current: HouseholdRow) => SubscriptionFields | Refusal,
  source: SubscriptionChangeSource,
  at = new Date(),
): Promise<Changed<Refusal>> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(households).where(eq(households.id, householdId)).for("update");
    if (!current) return { refused: "noHousehold" as const };
    const fields = decide(current);
    if (typeof fields === "string") return { refused: fields };
    const [household] = await tx
      .update(households)
      .set({ ...fields, updatedAt: at })
      .where(eq(households.id, householdId))
      .returning();
    // Only a household being deleted has no owner, and its history goes with its members.
    const userId = actorUserId ?? household!.ownerUserId;
    if (userId !== null) {
      await recordSubscriptionChange(tx as Db, {
        userId,
        status: household!.subscriptionStatus ?? "inactive",
        trialEndsAt: household!.trialEndsAt,
        subscriptionEndsAt: household!.subscriptionEndsAt,
        source,
        at,
      });
    }
    return { household: household! };
  });
}

/** What a household's canceling subscription was before it was canceled: a trial or a paid one (its members' history). */
export async function statusBeforeCanceling(db: Db, householdId: number): Promise<"trial" | "active"> {
  const [row] = await db
    .select({ status: subscriptionChanges.status })
    .from(subscriptionChanges)
    .innerJoin(users, eq(users.id, subscriptionChanges.userId))
    .where(and(eq(users.householdId, householdId), inArray(subscriptionChanges.status, ["trial", "active"])))
    .orderBy(desc(subscriptionChanges.createdAt), desc(subscriptionChanges.id))
    .limit(1);
  return row?.status === "active" ? "active" : "trial";
}

/** The household that holds a payment provider's customer id, if any. */
export async function customerHolder(db: Db, customerId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: households.id }).from(households).where(eq(households.stripeCustomerId, customerId)).limit(1);
  return row?.id;
}

/** The household's owner: billing mails go to her (decision 0080). Undefined only while the household is being deleted. */
export async function ownerOf(db: Db, household: Pick<HouseholdRow, "ownerUserId">): Promise<UserRow | undefined> {
  if (household.ownerUserId === null) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, household.ownerUserId)).limit(1);
  return row;
}
