import { and, arrayOverlaps, asc, eq, inArray, isNull, ne, notExists, notInArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { erasedShares, households, images, recipes, shares, subscriptionChanges, translations, users } from "../../db/schema";
import * as errorCodes from "../../../common/error-codes";
import { HttpError, notFound } from "../../lib/http-error";
import { sha256 } from "../../lib/tokens";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import type { Billing } from "../subscription";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The lines of her own recipes, as the translation memory keys them (title, description, each line). */
function linesOf(rows: { title: string; description: string; ingredients: string[]; instructions: string[] }[]) {
  return new Set(rows.flatMap((row) => [row.title, row.description, ...row.ingredients, ...row.instructions]));
}

/**
 * Her recipes' lines leave the shared translation memory with them (decision 0051 keeps them there, keyed by their text;
 * where no one else can list them), except a line some other recipe still has and the reviewed or bundled ones.
 */
async function forgetLines(tx: Tx, lines: Set<string>) {
  if (lines.size === 0) return;
  const texts = [...lines];
  for (let start = 0; start < texts.length; start += 500) {
    const batch = texts.slice(start, start + 500);
    const stillUsed = await tx
      .select({ title: recipes.title, description: recipes.description, ingredients: recipes.ingredients, instructions: recipes.instructions })
      .from(recipes)
      .where(or(inArray(recipes.title, batch), inArray(recipes.description, batch), arrayOverlaps(recipes.ingredients, batch), arrayOverlaps(recipes.instructions, batch)));
    const kept = linesOf(stillUsed);
    const gone = batch.filter((text) => !kept.has(text)).map(sha256);
    if (gone.length > 0) await tx.delete(translations).where(and(inArray(translations.sourceHash, gone), notInArray(translations.origin, ["bundled", "edited"])));
  }
}

/** The other members of the household, the longest-standing first (users.created_at, then id). */
async function otherMembers(db: Db | Tx, householdId: number, userId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.householdId, householdId), ne(users.id, userId)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Ends the household's running subscription at once, or refuses the deletion (502) when the provider cannot be reached. */
async function endSubscription(billing: Billing, household: HouseholdRow, log: FastifyBaseLogger) {
  try {
    await billing.endNow(household);
  } catch (error) {
    log.error({ err: error, householdId: household.id }, "the subscription could not be ended: the account was not deleted");
    throw new HttpError(502, errorCodes.paymentProvider, "subscriptionNotEnded");
  }
}

/**
 * Deletes an account, in one transaction (decision 0027, extended by 0063 and 0080); every way of deleting an
 * account (the owner herself, an admin) comes here. What happens to her household depends on who stays:
 * - she is its last member: the household goes with her, and everything it holds —
 *   - a running Stripe subscription is ended first, at once: if the provider cannot be reached nothing is deleted
 *     (502), so nobody is charged for a household that no longer exists;
 *   - its helper links are remembered by their hash alone (`erased_shares`), so the helper's page answers "no longer
 *     shared" (410) in her language rather than "unknown";
 *   - the household row goes, and with it (ON DELETE CASCADE) its helpers, invitations, household recipes and
 *     photos, menu and shares; its recipes' lines leave the translation memory;
 * - others stay: the household and all it holds stay with them, its subscription runs on; if she owned it, the member
 *   who joined first becomes its owner; her part of the subscription history is kept under the household's owner;
 * and in both cases the user row goes, and with it her sessions, reset and confirmation links, favourites and events;
 * her hidden catalogue recipes go too, catalogue recipes she made stay with `createdBy` cleared, and catalogue
 * photos she uploaded go unless a recipe still shows them.
 * Payment events (Stripe's event ids and types, never tied to a user) stay: they keep a redelivered event from
 * being applied twice. The invoices the VAT laws require are kept by Stripe.
 */
export async function deleteAccount(db: Db, billing: Billing, user: UserRow, log: FastifyBaseLogger) {
  const [current] = await db.select().from(households).where(eq(households.id, user.householdId));
  // Asked before the transaction, so the provider is not waited for while rows are locked (the usual case).
  let ended = false;
  if (current && (await otherMembers(db, current.id, user.id)).length === 0) {
    await endSubscription(billing, current, log);
    ended = true;
  }
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: users.id, householdId: users.householdId }).from(users).where(eq(users.id, user.id)).for("update");
    if (!found) throw notFound("userNotFound");
    // Locked: two members deleting their accounts at once decide one after the other, so the second is the last.
    const [household] = await tx.select().from(households).where(eq(households.id, found.householdId)).for("update");
    const stay = await otherMembers(tx, found.householdId, user.id);
    if (stay.length === 0 && !ended) await endSubscription(billing, household!, log);

    const photos = await tx
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.createdBy, user.id), isNull(images.artworkSlug), isNull(images.householdId)));
    await tx.delete(recipes).where(and(eq(recipes.createdBy, user.id), eq(recipes.hidden, true), isNull(recipes.slug), isNull(recipes.householdId)));
    let ownRecipes: Parameters<typeof linesOf>[0] = [];
    if (stay.length === 0) {
      await tx
        .insert(erasedShares)
        .select(tx.select({ tokenHash: shares.tokenHash, language: shares.language, erasedAt: sql`now()`.as("erased_at") }).from(shares).where(eq(shares.householdId, found.householdId)))
        .onConflictDoNothing();
      ownRecipes = await tx
        .select({ title: recipes.title, description: recipes.description, ingredients: recipes.ingredients, instructions: recipes.instructions })
        .from(recipes)
        .where(eq(recipes.householdId, found.householdId));
      await tx.delete(users).where(eq(users.id, user.id));
      await tx.delete(households).where(eq(households.id, found.householdId));
    } else {
      const heir = household!.ownerUserId === user.id ? stay[0]!.id : household!.ownerUserId!;
      if (heir !== household!.ownerUserId) await tx.update(households).set({ ownerUserId: heir, updatedAt: new Date() }).where(eq(households.id, found.householdId));
      // The household's subscription history outlives the member who made a change.
      await tx.update(subscriptionChanges).set({ userId: heir }).where(eq(subscriptionChanges.userId, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
    }
    if (photos.length > 0) {
      const unused = notExists(tx.select({ one: sql`1` }).from(recipes).where(eq(recipes.imageId, images.id)));
      await tx.delete(images).where(and(inArray(images.id, photos.map((photo) => photo.id)), unused));
    }
    await forgetLines(tx, linesOf(ownRecipes));
  });
}
