import { and, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { households, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { deleteUserSessions } from "../sessions";
import { householdConflict } from "./ownership";

const dayMs = 24 * 3600_000;

/** A member of this household by id, its row locked; another household's (or nobody's) is not found. */
async function memberOf(tx: Db, householdId: number, userId: number): Promise<UserRow> {
  const [member] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.householdId, householdId))).for("update");
  if (!member) throw notFound("memberNotFound");
  return member;
}

/**
 * Moves a member out into a household of one of her own (decision 0083): none of the household's data goes with her,
 * and her subscription is the trial of her own signup — from when her account was made, so leaving never gives a
 * second free month (past its end she subscribes like anyone whose trial ended).
 */
async function intoHouseholdOfOne(tx: Db, config: Config, member: UserRow, now: Date) {
  const [own] = await tx
    .insert(households)
    .values({
      ownerUserId: member.id,
      subscriptionStatus: "trial",
      trialEndsAt: new Date(member.createdAt.getTime() + config.trialDays * dayMs),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.update(users).set({ householdId: own!.id, updatedAt: now }).where(eq(users.id, member.id));
}

/** The owner removes a member (not herself): the member leaves with a household of her own, and every session of hers ends. */
export async function removeMember(db: Db, config: Config, household: HouseholdRow, owner: UserRow, userId: number, now = new Date()) {
  if (userId === owner.id) throw badRequest("cannotRemoveSelf");
  await db.transaction(async (tx) => {
    const member = await memberOf(tx as Db, household.id, userId);
    await intoHouseholdOfOne(tx as Db, config, member, now);
    // She may still have the household's pages open on a phone: signed out there, she sees none of it again.
    await deleteUserSessions(tx as Db, member.id);
  });
}

/**
 * A member who is not the owner leaves (her session stays, now in her own household). The owner may not while others
 * remain (she hands over first), and alone there is nothing to leave.
 */
export async function leave(db: Db, config: Config, household: HouseholdRow, user: UserRow, now = new Date()) {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(households).where(eq(households.id, household.id)).for("update");
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.householdId, household.id));
    if (members.length <= 1) throw householdConflict("aloneCannotLeave");
    if (locked?.ownerUserId === user.id) throw householdConflict("ownerCannotLeave");
    await intoHouseholdOfOne(tx as Db, config, await memberOf(tx as Db, household.id, user.id), now);
  });
}

/** The owner hands the household to another member, who may then invite, remove and hand over; she stays a member. */
export async function handOver(db: Db, household: HouseholdRow, userId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const member = await memberOf(tx as Db, household.id, userId);
    await tx.update(households).set({ ownerUserId: member.id, updatedAt: now }).where(eq(households.id, household.id));
  });
}
