import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { helperLanguageOr } from "../../../common/languages";
import type { MenuSnapshot } from "../../../common/menu";
import type { SentShare } from "../../../common/share.schema";
import type { Db } from "../../db/client";
import { recipes, shares } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { menuTitle, shoppingTitle } from "../helper-page";
import { localizeCards } from "../translation-memory";

type ShareRow = typeof shares.$inferSelect;

/** A menu link's title in the owner's language: "Menu for Tuesday 25 November" (decision 0054), or "Shopping list · …" (decision 0071). */
function menuShareTitle(menu: unknown, interfaceLanguage: string): string {
  const days = menu as Partial<MenuSnapshot> | null;
  if (!days?.from || !days.days) return "";
  const titleOf = days.shoppingOnly === true ? shoppingTitle : menuTitle;
  return titleOf({ from: days.from, days: days.days }, helperLanguageOr(interfaceLanguage));
}

/** One link's title in the owner's language: its recipe's (from the memory), or its menu's days. */
export async function shareTitle(db: Db, share: Pick<ShareRow, "kind" | "recipeId" | "menu">, interfaceLanguage: string): Promise<string> {
  if (share.kind === "menu") return menuShareTitle(share.menu, interfaceLanguage);
  if (share.recipeId === null) return "";
  const rows = await db.select({ id: recipes.id, title: recipes.title, description: recipes.description }).from(recipes).where(eq(recipes.id, share.recipeId));
  const [card] = rows.length ? await localizeCards(db, rows, interfaceLanguage) : [];
  return card?.title ?? "";
}

/** A link's state now: revoked by the owner, past its date, or working. */
export function shareStatus(share: Pick<ShareRow, "revokedAt" | "expiresAt">, now = new Date()): SentShare["status"] {
  if (share.revokedAt) return "revoked";
  return share.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** GET /api/shares: the household's sent links (whichever member sent them), newest first, titles in the interface language. */
export async function listShares(db: Db, householdId: number, interfaceLanguage: string, now = new Date()): Promise<SentShare[]> {
  const rows = await db.select().from(shares).where(eq(shares.householdId, householdId)).orderBy(desc(shares.createdAt), desc(shares.id)).limit(200);
  const recipeIds = [...new Set(rows.map((row) => row.recipeId).filter((id) => id !== null))];
  const titles = recipeIds.length
    ? await localizeCards(
        db,
        await db.select({ id: recipes.id, title: recipes.title, description: recipes.description }).from(recipes).where(inArray(recipes.id, recipeIds)),
        interfaceLanguage,
      )
    : [];
  const titleOf = new Map(titles.map((recipe) => [recipe.id, recipe.title]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === "menu" ? "menu" : "recipe",
    recipeId: row.recipeId,
    title: row.kind === "menu" ? menuShareTitle(row.menu, interfaceLanguage) : (row.recipeId !== null && titleOf.get(row.recipeId)) || "",
    language: row.language,
    servings: row.servings,
    quickNotes: row.quickNotes,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: shareStatus(row, now),
    helperId: row.helperId,
    replies: { enabled: row.repliesEnabled, count: row.replyCount, lastAt: row.lastReplyAt?.toISOString() ?? null },
  }));
}

/** PATCH /api/shares/:id (decision 0086): her replies on this link turned off or on. Another household's link is not found. */
export async function setShareReplies(db: Db, householdId: number, id: number, enabled: boolean) {
  const updated = await db
    .update(shares)
    .set({ repliesEnabled: enabled })
    .where(and(eq(shares.id, id), eq(shares.householdId, householdId)))
    .returning({ id: shares.id });
  if (updated.length === 0) throw notFound("notFound");
}

/** DELETE /api/shares/:id: the link stops working at once, whichever member sent it. Another household's link is not found. */
export async function revokeShare(db: Db, householdId: number, id: number, now = new Date()) {
  const [row] = await db.select({ id: shares.id, revokedAt: shares.revokedAt }).from(shares).where(and(eq(shares.id, id), eq(shares.householdId, householdId)));
  if (!row) throw notFound("notFound");
  await db.update(shares).set({ revokedAt: now }).where(and(eq(shares.id, id), isNull(shares.revokedAt)));
}
