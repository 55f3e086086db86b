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
};

/** Writes a user's subscription and its history entry together, so the chart never misses a change. */
export async function setSubscription(db: Db, userId: number, fields: SubscriptionFields, source: SubscriptionChangeSource): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new Error(`no user ${userId}`);
    await recordSubscriptionChange(tx as Db, {
      userId,
      status: user.subscriptionStatus ?? "inactive",
      trialEndsAt: user.trialEndsAt,
      subscriptionEndsAt: user.subscriptionEndsAt,
      source,
    });
    return user;
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
