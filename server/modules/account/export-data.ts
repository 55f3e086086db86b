import { asc, eq } from "drizzle-orm";
import { accountExportVersion, type AccountExport } from "../../../common/account-export.schema";
import type { Db } from "../../db/client";
import { events, favorites, helpers, menuEntries, recipes, shares, subscriptionChanges, users } from "../../db/schema";
import { isoOrNull } from "../../lib/dates";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { helperOrder } from "../household";
import { shareStatus } from "../sharing";

/** A household recipe's photo in the zip: the file's name there, and the image it is read from. */
export type ExportPhoto = { file: string; imageId: string };

const iso = (date: Date) => date.toISOString();

async function ownRecipes(db: Db, householdId: number) {
  const rows = await db.select().from(recipes).where(eq(recipes.householdId, householdId)).orderBy(asc(recipes.id));
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
 * Since households (decision 0080) the household's part — its helpers, recipes, menu, links and subscription — is
 * the same for every member; her account, favourites and activity are her own.
 */
export async function collectAccountData(
  db: Db,
  user: UserRow,
  household: HouseholdRow,
  now = new Date(),
): Promise<{ data: AccountExport; photos: ExportPhoto[] }> {
  const [own, history, helperRows, plan, liked, sent, activity] = await Promise.all([
    ownRecipes(db, household.id),
    // The household's subscription history: each change is kept under the member who made it (or the owner).
    db
      .select({ change: subscriptionChanges })
      .from(subscriptionChanges)
      .innerJoin(users, eq(users.id, subscriptionChanges.userId))
      .where(eq(users.householdId, household.id))
      .orderBy(asc(subscriptionChanges.createdAt), asc(subscriptionChanges.id)),
    db.select().from(helpers).where(eq(helpers.householdId, household.id)).orderBy(...helperOrder),
    db
      .select({ entry: menuEntries, title: recipes.title })
      .from(menuEntries)
      .innerJoin(recipes, eq(recipes.id, menuEntries.recipeId))
      .where(eq(menuEntries.householdId, household.id))
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
      .where(eq(shares.householdId, household.id))
      .orderBy(asc(shares.createdAt), asc(shares.id)),
    db.select().from(events).where(eq(events.userId, user.id)).orderBy(asc(events.createdAt), asc(events.id)),
  ]);
  const listed = helperRows.map((row) => ({
    firstName: row.firstName,
    whatsappNumber: row.phone,
    language: row.language,
    role: row.role,
    shops: row.shops,
    position: row.position,
  }));

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
      status: household.subscriptionStatus,
      trialEndsAt: isoOrNull(household.trialEndsAt),
      subscriptionEndsAt: isoOrNull(household.subscriptionEndsAt),
      history: history.map(({ change }) => ({
        status: change.status,
        trialEndsAt: isoOrNull(change.trialEndsAt),
        subscriptionEndsAt: isoOrNull(change.subscriptionEndsAt),
        source: change.source,
        at: iso(change.createdAt),
      })),
    },
    // The SPEC's helper is the household's first (docs/spec.md §3); `helpers` lists them all, in order.
    helper: listed[0] ? { firstName: listed[0].firstName, whatsappNumber: listed[0].whatsappNumber, language: listed[0].language } : null,
    helpers: listed,
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
