import { and, asc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Household } from "../../../common/household.schema";
import type { Db } from "../../db/client";
import { householdInvitations, users } from "../../db/schema";
import type { HouseholdRow, UserRow } from "../../plugins/session";

/** The household's members, oldest account first (the order the tab shows before sorting by joining). */
export const membersOf = (db: Db, householdId: number) =>
  db.select().from(users).where(eq(users.householdId, householdId)).orderBy(asc(users.createdAt), asc(users.id));

/** Invitations still waiting for an answer: not used, not taken back, not past their date. */
export const pendingInvitations = (db: Db, householdId: number, now: Date) =>
  db
    .select()
    .from(householdInvitations)
    .where(
      and(
        eq(householdInvitations.householdId, householdId),
        isNull(householdInvitations.acceptedAt),
        isNull(householdInvitations.revokedAt),
        gt(householdInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(householdInvitations.createdAt), asc(householdInvitations.id));

/**
 * When each member joined: the invitation she accepted, else the later of her account and the household (the
 * owner who made it, or a member who left into a household of her own).
 */
async function joinedAt(db: Db, household: HouseholdRow, members: UserRow[]): Promise<Map<number, Date>> {
  const accepted = await db
    .select({ email: householdInvitations.email, acceptedAt: householdInvitations.acceptedAt })
    .from(householdInvitations)
    .where(and(eq(householdInvitations.householdId, household.id), isNotNull(householdInvitations.acceptedAt)));
  const byEmail = new Map<string, Date>();
  for (const row of accepted) {
    const previous = byEmail.get(row.email);
    if (row.acceptedAt && (!previous || row.acceptedAt > previous)) byEmail.set(row.email, row.acceptedAt);
  }
  return new Map(
    members.map((member) => {
      const created = member.createdAt > household.createdAt ? member.createdAt : household.createdAt;
      return [member.id, byEmail.get(member.email.toLowerCase()) ?? created];
    }),
  );
}

/** GET /api/household as `reader` sees it: pending invitations are the owner's business only. */
export async function householdView(db: Db, household: HouseholdRow, reader: UserRow, memberLimit: number, now = new Date()): Promise<Household> {
  const members = await membersOf(db, household.id);
  const joined = await joinedAt(db, household, members);
  const youAreOwner = household.ownerUserId === reader.id;
  const invitations = youAreOwner ? await pendingInvitations(db, household.id, now) : [];
  return {
    members: members
      .map((member) => ({
        id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        isOwner: member.id === household.ownerUserId,
        isYou: member.id === reader.id,
        joinedAt: joined.get(member.id)!.toISOString(),
      }))
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.id - b.id),
    invitations: invitations.map((invitation) => ({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() })),
    memberLimit,
    youAreOwner,
  };
}
