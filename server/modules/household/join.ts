import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { effectiveStatus } from "../../../common/subscription";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { helpers, householdInvitations, households, images, menuEntries, recipes, shares, users } from "../../db/schema";
import type { UserRow } from "../../plugins/session";
import { assertInvitedAddress, invitationByToken, invitationRefusal } from "./invitations";
import { householdConflict } from "./ownership";

/**
 * What a join does with each table that has a household_id column (decision 0083). A test reads the database's own
 * list (information_schema) and fails on a table missing here, so a table added later is not forgotten by the move.
 */
export const joinCovers = {
  users: "the joiner moves",
  helpers: "moved, after the household's own",
  recipes: "moved",
  images: "moved; a photo the household already has is shared, not copied",
  menu_entries: "moved",
  shares: "moved: links she sent keep working",
  household_invitations: "her old household's invitations are deleted with it",
} as const;

const count = async (tx: Db, table: typeof helpers | typeof users, householdId: number) =>
  ((await tx.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.householdId, householdId))) as [{ n: number }])[0].n;

/**
 * Joins the household an invitation is for, in one transaction (decision 0083): the invitation is claimed (it works
 * once), the joiner's address is marked verified (the link proves the mailbox), and her own household's helpers,
 * recipes, photos, menu and links move into the joined one before the old household is deleted. Every refusal comes
 * before anything changes: another address (403); used, revoked or expired (410); her household has other members,
 * a paid subscription, or helpers that together would pass the limit; the joined household is full (409).
 */
export async function joinHousehold(db: Db, config: Config, joiner: UserRow, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const t = tx as Db;
    const invitation = await invitationByToken(t, token, true);
    assertInvitedAddress(invitation, joiner);
    const refusal = invitationRefusal(invitation, now);
    if (refusal) throw refusal;
    const targetId = invitation.householdId;
    const oldId = joiner.householdId;
    // Both households are locked in id order, so two joins crossing each other wait instead of deadlocking.
    const locked = await t.select().from(households).where(inArray(households.id, [targetId, oldId])).orderBy(households.id).for("update");
    const old = locked.find((row) => row.id === oldId)!;
    const claim = () =>
      t.update(householdInvitations).set({ acceptedAt: now }).where(eq(householdInvitations.id, invitation.id));
    const verify = () =>
      t
        .update(users)
        .set({ householdId: targetId, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
        .where(eq(users.id, joiner.id));
    if (targetId === oldId) {
      // Already in it (an invitation opened twice on two devices): the link is spent, nothing else changes.
      await claim();
      await verify();
      return targetId;
    }

    const [others] = await t.select({ id: users.id }).from(users).where(and(eq(users.householdId, oldId), ne(users.id, joiner.id))).limit(1);
    if (others) throw householdConflict("joinLeaveFirst");
    const status = effectiveStatus(old, now);
    if (status === "active" || status === "canceling") throw householdConflict("joinPaidSubscription");
    const limit = config.household.helperLimit;
    const [theirHelpers, ourHelpers] = [await count(t, helpers, targetId), await count(t, helpers, oldId)];
    if (theirHelpers + ourHelpers > limit) throw householdConflict("joinHelperLimit", { max: String(limit) });
    if ((await count(t, users, targetId)) + 1 > config.household.memberLimit) throw householdConflict("memberLimitReached", { max: String(config.household.memberLimit) });

    await claim();
    await moveHouseholdData(t, oldId, targetId);
    await verify();
    await t.delete(households).where(eq(households.id, oldId));
    return targetId;
  });
}

/** Everything `from` holds moves to `to` (joinCovers); `from` is then empty but for its users and invitations. */
async function moveHouseholdData(tx: Db, from: number, to: number) {
  // Her helpers follow the household's own; the household's shopper stays its shopper.
  const [{ top, shopper }] = (await tx
    .select({ top: sql<number>`coalesce(max(${helpers.position}), -1)::int`, shopper: sql<boolean>`coalesce(bool_or(${helpers.shops}), false)` })
    .from(helpers)
    .where(eq(helpers.householdId, to))) as [{ top: number; shopper: boolean }];
  await tx
    .update(helpers)
    .set({ householdId: to, position: sql`${helpers.position} + ${top + 1}`, ...(shopper && { shops: false }) })
    .where(eq(helpers.householdId, from));

  // A photo both households uploaded is stored once per household: her recipes take the household's copy.
  const theirs = alias(images, "theirs");
  const duplicates = await tx
    .select({ mine: images.id, theirs: theirs.id })
    .from(images)
    .innerJoin(theirs, and(eq(theirs.sourceHash, images.sourceHash), eq(theirs.householdId, to)))
    .where(eq(images.householdId, from));
  for (const duplicate of duplicates) {
    await tx.update(recipes).set({ imageId: duplicate.theirs }).where(eq(recipes.imageId, duplicate.mine));
    await tx.delete(images).where(eq(images.id, duplicate.mine));
  }
  await tx.update(images).set({ householdId: to }).where(eq(images.householdId, from));
  await tx.update(recipes).set({ householdId: to }).where(eq(recipes.householdId, from));
  await tx.update(menuEntries).set({ householdId: to }).where(eq(menuEntries.householdId, from));
  await tx.update(shares).set({ householdId: to }).where(eq(shares.householdId, from));
}
