import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { GoneReason } from "../../../common/helper-page";
import { isHelperLanguage, type HelperLanguageCode } from "../../../common/languages";
import type { Db } from "../../db/client";
import { erasedShares, households, shares, users } from "../../db/schema";
import { householdMayUseRecipes } from "../subscription";
import { isShareToken, shareTokenHash } from "./share-tokens";
import { shareStatus } from "./sent-shares";

type ShareRow = typeof shares.$inferSelect;

/** The member her page names ("From Fatima") and her replies go to: their first name and WhatsApp number. */
export type ShareSender = { firstName: string | null; ownerPhone: string | null };

export type OpenedShare =
  | { state: "missing" }
  | { state: "gone"; language: HelperLanguageCode; reason: GoneReason }
  | { state: "open"; share: ShareRow & { language: HelperLanguageCode }; sender: ShareSender };

const sentBy = alias(users, "sent_by_user");
const householdOwner = alias(users, "household_owner");
const nobody: ShareSender = { firstName: null, ownerPhone: null };

/**
 * What a helper link shows (decision 0050): nothing for an unknown token (404); "gone" in her language, with why, when
 * revoked, past its date, the household's subscription no longer allows details, or the household was deleted or
 * the recipe (410); else the share, with the member who sent it (the household's owner once that member has left
 * the household, decision 0080).
 */
export async function openShare(db: Db, token: string, now = new Date()): Promise<OpenedShare> {
  if (!isShareToken(token)) return { state: "missing" };
  const [row] = await db
    .select({
      share: shares,
      household: households,
      sender: { firstName: sentBy.firstName, ownerPhone: sentBy.ownerPhone, isAdmin: sentBy.isAdmin },
      owner: { firstName: householdOwner.firstName, ownerPhone: householdOwner.ownerPhone, isAdmin: householdOwner.isAdmin },
    })
    .from(shares)
    .innerJoin(households, eq(households.id, shares.householdId))
    // The sender only while still a member: a member who left hears nothing more from this household's helper.
    .leftJoin(sentBy, and(eq(sentBy.id, shares.sentBy), eq(sentBy.householdId, shares.householdId)))
    .leftJoin(householdOwner, eq(householdOwner.id, households.ownerUserId))
    .where(eq(shares.tokenHash, shareTokenHash(token)))
    .limit(1);
  if (!row) {
    // The link of a household that was deleted: gone, in the helper's language, not unknown (decision 0063).
    const [erased] = await db.select({ language: erasedShares.language }).from(erasedShares).where(eq(erasedShares.tokenHash, shareTokenHash(token))).limit(1);
    return erased ? { state: "gone", language: isHelperLanguage(erased.language) ? erased.language : "en", reason: "stopped" } : { state: "missing" };
  }
  const language = isHelperLanguage(row.share.language) ? row.share.language : "en";
  const sender = row.sender ?? row.owner ?? nobody;
  // An admin's sends work whatever the subscription, as an admin's other recipe calls do.
  const allowed = householdMayUseRecipes({ isAdmin: Boolean((row.sender ?? row.owner)?.isAdmin) }, row.household, now);
  const status = shareStatus(row.share, now);
  if (status === "revoked" || (row.share.kind === "recipe" && row.share.recipeId === null)) return { state: "gone", language, reason: "stopped" };
  if (status !== "active" || !allowed) return { state: "gone", language, reason: "expired" };
  return { state: "open", share: { ...row.share, language }, sender: { firstName: sender.firstName, ownerPhone: sender.ownerPhone } };
}
