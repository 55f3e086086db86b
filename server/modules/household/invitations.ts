import { and, eq, isNull, sql } from "drizzle-orm";
import * as errorCodes from "../../../common/error-codes";
import type { InterfaceLanguage } from "../../../common/languages";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { householdInvitations, households, users } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { newToken, sha256 } from "../../lib/tokens";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { householdInvitationMail, type Mailer } from "../mail";
import { pendingInvitations } from "./household-view";

type InvitationRow = typeof householdInvitations.$inferSelect;

/** An invitation works for seven days (decision 0082). */
export const invitationLifetimeMs = 7 * 24 * 3600_000;

function memberLimitReached(max: number) {
  const error = new HttpError(409, errorCodes.memberLimitReached, "memberLimitReached");
  error.messageParams = () => ({ max: String(max) });
  return error;
}

/**
 * Invites `email` into the owner's household and mails the link (only its token's hash is kept). Inviting an address
 * again takes its earlier invitation back, so one link at a time works for it. Members and pending invitations
 * together stay within the limit; the household's row is locked while they are counted, so two invitations at once
 * cannot both pass it.
 */
export async function invite(
  db: Db,
  mailer: Mailer,
  config: Config,
  from: { household: HouseholdRow; user: UserRow; language: InterfaceLanguage },
  email: string,
  now = new Date(),
) {
  const token = newToken();
  const invitation = await db.transaction(async (tx) => {
    await tx.select({ id: households.id }).from(households).where(eq(households.id, from.household.id)).for("update");
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.householdId, from.household.id), eq(sql`lower(${users.email})`, email)))
      .limit(1);
    if (member) throw badRequest(member.id === from.user.id ? "inviteYourself" : "alreadyMember", { email: [member.id === from.user.id ? "inviteYourself" : "alreadyMember"] });
    await tx
      .update(householdInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(householdInvitations.householdId, from.household.id),
          eq(householdInvitations.email, email),
          isNull(householdInvitations.acceptedAt),
          isNull(householdInvitations.revokedAt),
        ),
      );
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.householdId, from.household.id))) as [{ count: number }];
    const pending = await pendingInvitations(tx as Db, from.household.id, now);
    if (count + pending.length >= config.household.memberLimit) throw memberLimitReached(config.household.memberLimit);
    const [row] = await tx
      .insert(householdInvitations)
      .values({
        householdId: from.household.id,
        email,
        tokenHash: sha256(token),
        invitedBy: from.user.id,
        language: from.language,
        expiresAt: new Date(now.getTime() + invitationLifetimeMs),
        createdAt: now,
      })
      .returning();
    return row!;
  });
  // Built from APP_URL, never from the request's Host (docs/design.md §7).
  const link = `${config.appUrl}/join?token=${token}`;
  await mailer.send(householdInvitationMail({ to: email, inviterEmail: from.user.email, link, language: from.language }));
  return invitation;
}

/** Takes a pending invitation back; only this household's (another's id is not found). Used or gone: nothing to do. */
export async function revokeInvitation(db: Db, householdId: number, id: number, now = new Date()) {
  const [row] = await db
    .select({ id: householdInvitations.id })
    .from(householdInvitations)
    .where(and(eq(householdInvitations.id, id), eq(householdInvitations.householdId, householdId)));
  if (!row) throw notFound("invitationNotFound");
  await db
    .update(householdInvitations)
    .set({ revokedAt: now })
    .where(and(eq(householdInvitations.id, id), isNull(householdInvitations.acceptedAt), isNull(householdInvitations.revokedAt)));
}

/** Why an invitation no longer works, or undefined while it does: each says so on the join page (410). */
export function invitationRefusal(invitation: InvitationRow, now: Date): HttpError | undefined {
  if (invitation.acceptedAt) return new HttpError(410, errorCodes.invitationUsed, "invitationUsed");
  if (invitation.revokedAt) return new HttpError(410, errorCodes.invitationRevoked, "invitationRevoked");
  if (invitation.expiresAt <= now) return new HttpError(410, errorCodes.invitationExpired, "invitationExpired");
  return undefined;
}

/** The invitation a token is for (404 when none is), its row locked when `forUpdate` (a join claims it). */
export async function invitationByToken(db: Db, token: string, forUpdate = false): Promise<InvitationRow> {
  const query = db.select().from(householdInvitations).where(eq(householdInvitations.tokenHash, sha256(token)));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("invitationNotFound");
  return row;
}

/**
 * What the join page shows before anyone signs in: who invited, and the address it is for. The inviter's first name
 * only when her address is confirmed (a stranger's words otherwise; the mail carries none either).
 */
export async function invitationPreview(db: Db, token: string, now = new Date()) {
  const invitation = await invitationByToken(db, token);
  const refusal = invitationRefusal(invitation, now);
  if (refusal) throw refusal;
  const [inviter] = invitation.invitedBy ? await db.select().from(users).where(eq(users.id, invitation.invitedBy)) : [];
  return {
    inviterFirstName: inviter?.emailVerifiedAt ? inviter.firstName : null,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Only the address an invitation was mailed to may use it (403; nothing changes). */
export function assertInvitedAddress(invitation: InvitationRow, user: UserRow) {
  if (invitation.email !== user.email.trim().toLowerCase()) throw new HttpError(403, errorCodes.invitationOtherAddress, "invitationOtherAddress");
}
