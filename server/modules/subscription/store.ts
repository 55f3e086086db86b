import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptionChanges, users } from "../../db/schema";
import type { UserRow } from "../../plugins/session";
import { recordSubscriptionChange, type SubscriptionChangeSource } from "./history";

export type SubscriptionFields = {
  subscriptionStatus: string;
  trialEndsAt?: Date | null;
  subscriptionEndsAt?: Date | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  providerStateAt?: Date | null;
};

/** What changeSubscription did: the row as written, or why nothing was. */
export type Changed<Refusal extends string> = { user: UserRow } | { refused: Refusal | "noUser" };

/**
 * Changes a user's subscription and writes its history entry in one transaction, so the chart never misses
 * a change. The row is read locked: two changes of one subscription at once (webhooks come in bursts) apply
 * one after the other, each deciding from what the other left. `decide` gives the fields to write, or a
 * reason to write nothing (transitions.ts holds every decision).
 */
export async function changeSubscription<Refusal extends string>(
  db: Db,
  userId: number,
  decide: (current: UserRow) => SubscriptionFields | Refusal,
  source: SubscriptionChangeSource,
  at = new Date(),
): Promise<Changed<Refusal>> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!current) return { refused: "noUser" as const };
    const fields = decide(current);
    if (typeof fields === "string") return { refused: fields };
    const [user] = await tx
      .update(users)
      .set({ ...fields, updatedAt: at })
      .where(eq(users.id, userId))
      .returning();
    await recordSubscriptionChange(tx as Db, {
      userId,
      status: user!.subscriptionStatus ?? "inactive",
      trialEndsAt: user!.trialEndsAt,
      subscriptionEndsAt: user!.subscriptionEndsAt,
      source,
      at,
    });
    return { user: user! };
  });
}

/** What a canceling subscription was before it was canceled: a trial or a paid one. */
export async function statusBeforeCanceling(db: Db, userId: number): Promise<"trial" | "active"> {
  const [row] = await db
    .select({ status: subscriptionChanges.status })
    .from(subscriptionChanges)
    .where(and(eq(subscriptionChanges.userId, userId), inArray(subscriptionChanges.status, ["trial", "active"])))
    .orderBy(desc(subscriptionChanges.createdAt), desc(subscriptionChanges.id))
    .limit(1);
  return row?.status === "active" ? "active" : "trial";
}

/** The user who holds a payment provider's customer id, if any. */
export async function customerHolder(db: Db, customerId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return row?.id;
}
