import type { Db } from "../../db/client";
import { subscriptionChanges } from "../../db/schema";

export type SubscriptionChangeSource = "signup" | "checkout" | "webhook" | "cancel" | "reactivate" | "admin";

/** Every status change is kept, so the monthly chart counts real states, not estimates (docs/design.md §8). */
export async function recordSubscriptionChange(
  db: Db,
  change: {
    userId: number;
    status: string;
    trialEndsAt: Date | null;
    subscriptionEndsAt: Date | null;
    source: SubscriptionChangeSource;
    at?: Date;
  },
) {
  await db.insert(subscriptionChanges).values({
    userId: change.userId,
    status: change.status,
    trialEndsAt: change.trialEndsAt,
    subscriptionEndsAt: change.subscriptionEndsAt,
    source: change.source,
    createdAt: change.at ?? new Date(),
  });
}
