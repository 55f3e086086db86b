import { and, arrayOverlaps, eq, inArray, isNull, notExists, notInArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { erasedShares, images, recipes, shares, translations, users } from "../../db/schema";
import * as errorCodes from "../../../common/error-codes";
import { HttpError, notFound } from "../../lib/http-error";
import { sha256 } from "../../lib/tokens";
import type { UserRow } from "../../plugins/session";
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

/**
 * Deletes an account and everything that is its owner's, in one transaction (decision 0027, extended by 0063);
 * every way of deleting an account (the owner herself, an admin) comes here:
 * - a running Stripe subscription is ended first, at once: if the provider cannot be reached nothing is deleted
 *   (502), so nobody is charged for an account that no longer exists;
 * - her helper links are remembered by their hash alone (`erased_shares`), so the helper's page answers "no longer
 *   shared" (410) in her language rather than "unknown";
 * - the user row goes, and with it (ON DELETE CASCADE) her sessions, reset and confirmation links, favourites,
 *   household recipes, menu, shares, events and subscription history; her hidden recipes go too, and catalogue
 *   recipes she made stay with `createdBy` cleared;
 * - photos she uploaded go unless another recipe still shows them; her recipes' lines leave the translation memory.
 * Payment events (Stripe's event ids and types, never tied to a user) stay: they keep a redelivered event from
 * being applied twice. The invoices the VAT laws require are kept by Stripe.
 */
export async function deleteAccount(db: Db, billing: Billing, user: UserRow, log: FastifyBaseLogger) {
  try {
    await billing.endNow(user);
  } catch (error) {
    log.error({ err: error, userId: user.id }, "the subscription could not be ended: the account was not deleted");
    throw new HttpError(502, errorCodes.paymentProvider, "subscriptionNotEnded");
  }
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    if (!found) throw notFound("userNotFound");
    await tx
      .insert(erasedShares)
      .select(tx.select({ tokenHash: shares.tokenHash, language: shares.language, erasedAt: sql`now()`.as("erased_at") }).from(shares).where(eq(shares.ownerId, user.id)))
      .onConflictDoNothing();
    const ownRecipes = await tx
      .select({ title: recipes.title, description: recipes.description, ingredients: recipes.ingredients, instructions: recipes.instructions })
      .from(recipes)
      .where(eq(recipes.ownerId, user.id));
    const photos = await tx.select({ id: images.id }).from(images).where(and(eq(images.createdBy, user.id), isNull(images.artworkSlug)));
    await tx.delete(recipes).where(and(eq(recipes.createdBy, user.id), eq(recipes.hidden, true), isNull(recipes.slug)));
    await tx.delete(users).where(eq(users.id, user.id));
    if (photos.length > 0) {
      const unused = notExists(tx.select({ one: sql`1` }).from(recipes).where(eq(recipes.imageId, images.id)));
      await tx.delete(images).where(and(inArray(images.id, photos.map((photo) => photo.id)), unused));
    }
    await forgetLines(tx, linesOf(ownRecipes));
  });
}
