import { asc, eq } from "drizzle-orm";
import { accountExportVersion, type AccountExport } from "../../../common/account-export.schema";
import type { Db } from "../../db/client";
import { events, favorites, menuEntries, recipes, shares, subscriptionChanges } from "../../db/schema";
import { isoOrNull } from "../../lib/dates";
import type { UserRow } from "../../plugins/session";
import { shareStatus } from "../sharing";

/** A household recipe's photo in the zip: the file's name there, and the image it is read from. */
export type ExportPhoto = { file: string; imageId: string };

const iso = (date: Date) => date.toISOString();

async function ownRecipes(db: Db, ownerId: number) {
  const rows = await db.select().from(recipes).where(eq(recipes.ownerId, ownerId)).orderBy(asc(recipes.id));
  const photos: ExportPhoto[] = [];
  const list = rows.map((row) => {
    const photo = row.imageId ? { file: `photos/recipe-${row.id}.webp`, imageId: row.imageId } : null;
    if (photo) photos.push(photo);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      cuisineType: row.cuisineType,
      category: row.category,
      difficulty: row.difficulty,
      prepTime: row.prepTime,
      cookTime: row.cookTime,
      servings: row.servings,
      ingredients: row.ingredients,
      instructions: row.instructions,
      language: row.sourceLanguage,
      photo: photo?.file ?? null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
  return { list, photos };
}

/**
 * Everything Wasfa holds about one household (decision 0063): what `wasfa-export.json` says, and the photos to put
 * beside it. Read the way the account shows it, never a secret column (the shape: common/account-export.schema.ts).
 */
export async function collectAccountData(db: Db, user: UserRow, now = new Date()): Promise<{ data: AccountExport; photos: ExportPhoto[] }> {
  const [own, history, plan, liked, sent, activity] = await Promise.all([
    ownRecipes(db, user.id),
    db.select().from(subscriptionChanges).where(eq(subscriptionChanges.userId, user.id)).orderBy(asc(subscriptionChanges.createdAt), asc(subscriptionChanges.id)),
    db
      .select({ entry: menuEntries, title: recipes.title })
      .from(menuEntries)
      .innerJoin(recipes, eq(recipes.id, menuEntries.recipeId))
      .where(eq(menuEntries.ownerId, user.id))
      .orderBy(asc(menuEntries.day), asc(menuEntries.slot), asc(menuEntries.position), asc(menuEntries.id)),
    db
      .select({ recipeId: favorites.recipeId, title: recipes.title, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(recipes, eq(recipes.id, favorites.recipeId))
      .where(eq(favorites.userId, user.id))
      .orderBy(asc(favorites.createdAt), asc(favorites.recipeId)),
    db
      .select({ share: shares, title: recipes.title })
      .from(shares)
      .leftJoin(recipes, eq(recipes.id, shares.recipeId))
      .where(eq(shares.ownerId, user.id))
      .orderBy(asc(shares.createdAt), asc(shares.id)),
    db.select().from(events).where(eq(events.userId, user.id)).orderBy(asc(events.createdAt), asc(events.id)),
  ]);
  const hasHelper = user.helperFirstName !== null || user.domesticWorkerPhone !== null || user.preferredLanguage !== null;

  const data: AccountExport = {
    format: "wasfa-export",
    version: accountExportVersion,
    exportedAt: iso(now),
    account: {
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      country: user.country,
      whatsappNumber: user.ownerPhone,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      isAdmin: user.isAdmin,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    subscription: {
      status: user.subscriptionStatus,
      trialEndsAt: isoOrNull(user.trialEndsAt),
      subscriptionEndsAt: isoOrNull(user.subscriptionEndsAt),
      history: history.map((change) => ({
        status: change.status,
        trialEndsAt: isoOrNull(change.trialEndsAt),
        subscriptionEndsAt: isoOrNull(change.subscriptionEndsAt),
        source: change.source,
        at: iso(change.createdAt),
      })),
    },
    helper: hasHelper ? { firstName: user.helperFirstName, whatsappNumber: user.domesticWorkerPhone, language: user.preferredLanguage } : null,
    recipes: own.list,
    menu: plan.map(({ entry, title }) => ({
      day: entry.day,
      meal: entry.slot,
      position: entry.position,
      recipeId: entry.recipeId,
      recipeTitle: title,
      servings: entry.servings,
      addedAt: iso(entry.createdAt),
    })),
    favorites: liked.map((row) => ({ recipeId: row.recipeId, recipeTitle: row.title, addedAt: iso(row.createdAt) })),
    sentLinks: sent.map(({ share, title }) => ({
      kind: share.kind === "menu" ? "menu" : "recipe",
      recipeId: share.recipeId,
      recipeTitle: title,
      language: share.language,
      servings: share.servings,
      quickNotes: share.quickNotes,
      note: share.note,
      noteTranslated: share.noteTranslated,
      menu: share.menu ?? null,
      status: shareStatus(share, now),
      sentAt: iso(share.createdAt),
      expiresAt: iso(share.expiresAt),
      revokedAt: isoOrNull(share.revokedAt),
      replies: { enabled: share.repliesEnabled, count: share.replyCount, lastAt: isoOrNull(share.lastReplyAt) },
    })),
    activity: activity.map((event) => ({
      type: event.type,
      recipeId: event.recipeId,
      platform: event.platform,
      language: event.language,
      at: iso(event.createdAt),
    })),
  };
  return { data, photos: own.photos };
}
