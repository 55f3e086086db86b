import { eq } from "drizzle-orm";
import type { GoneReason } from "../../../common/helper-page";
import { isHelperLanguage, type HelperLanguageCode } from "../../../common/languages";
import { canUseRecipes, effectiveStatus } from "../../../common/subscription";
import type { Db } from "../../db/client";
import { erasedShares, shares, users } from "../../db/schema";
import { isShareToken, shareTokenHash } from "./share-tokens";
import { shareStatus } from "./sent-shares";

type ShareRow = typeof shares.$inferSelect;
type Owner = typeof users.$inferSelect;

export type OpenedShare =
  | { state: "missing" }
  | { state: "gone"; language: HelperLanguageCode; reason: GoneReason }
  | { state: "open"; share: ShareRow & { language: HelperLanguageCode }; owner: Owner };

/**
 * What a helper link shows (decision 0050): nothing for an unknown token (404); "gone" in her language, with why, when
 * revoked, past its date, the owner's subscription no longer allows details, or the owner deleted the account or the
 * recipe (410); else the share.
 */
export async function openShare(db: Db, token: string, now = new Date()): Promise<OpenedShare> {
  if (!isShareToken(token)) return { state: "missing" };
  const [row] = await db.select({ share: shares, owner: users }).from(shares).innerJoin(users, eq(users.id, shares.ownerId)).where(eq(shares.tokenHash, shareTokenHash(token))).limit(1);
  if (!row) {
    // The link of an owner who deleted her account: gone, in the helper's language, not unknown (decision 0063).
    const [erased] = await db.select({ language: erasedShares.language }).from(erasedShares).where(eq(erasedShares.tokenHash, shareTokenHash(token))).limit(1);
    return erased ? { state: "gone", language: isHelperLanguage(erased.language) ? erased.language : "en", reason: "stopped" } : { state: "missing" };
  }
  const language = isHelperLanguage(row.share.language) ? row.share.language : "en";
  const allowed = row.owner.isAdmin || canUseRecipes(effectiveStatus(row.owner, now));
  const status = shareStatus(row.share, now);
  if (status === "revoked" || (row.share.kind === "recipe" && row.share.recipeId === null)) return { state: "gone", language, reason: "stopped" };
  if (status !== "active" || !allowed) return { state: "gone", language, reason: "expired" };
  return { state: "open", share: { ...row.share, language }, owner: row.owner };
}
