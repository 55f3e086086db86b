import { z } from "./zod.schema";

/*
 * A household's members and invitations (decisions 0082, 0083): what the Household tab, the invitation mail's
 * join page and the server share. Messages are keys of common/messages.ts.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** An invitation's token as mailed (32 random bytes, base64url); anything longer is no token of ours. */
const token = z.string().trim().min(1, "required").max(100, "tooLong");

export const householdMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  isOwner: z.boolean(),
  /** The member reading the answer. */
  isYou: z.boolean(),
  joinedAt: z.string(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const pendingInvitationSchema = z.object({ id: z.number().int(), email: z.string(), expiresAt: z.string() });
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/household: the members, oldest first; pending invitations only for the owner (empty for the others). */
export const householdSchema = z.object({
  members: z.array(householdMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  /** Members and pending invitations together may not pass it (HOUSEHOLD_MEMBER_LIMIT). */
  memberLimit: z.number().int(),
  youAreOwner: z.boolean(),
});
export type Household = z.infer<typeof householdSchema>;

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(254, "tooLong").pipe(z.email("invalidEmailAddress")),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const invitationIdParamsSchema = z.object({ id });
export const memberIdParamsSchema = z.object({ userId: id });
export const invitationTokenParamsSchema = z.object({ token });
export const joinSchema = z.object({ token });
export const handOverSchema = z.object({ userId: id });

/** GET /api/household/join/:token (public): enough for the join page to say who asks, and for which address. */
export const invitationPreviewSchema = z.object({
  inviterFirstName: z.string().nullable(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
