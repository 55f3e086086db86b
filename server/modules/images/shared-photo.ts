import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { shares } from "../../db/schema";

/** A share as a photo address names it: which, and until when (seconds since the epoch). */
type SharedPhoto = { share: number; exp: number; sig: string };

/** The key of photo addresses: derived from the session secret, so it signs nothing else. */
const keyOf = (secret: string) => createHmac("sha256", secret).update("wasfa: a household photo on a helper page").digest();

const signatureOf = (secret: string, imageId: string, share: number, exp: number) =>
  createHmac("sha256", keyOf(secret)).update(`${imageId}\n${share}\n${exp}`).digest("base64url");

/**
 * The query that opens a household's photo on her helper's page (decision 0062): the share, its end, and a
 * signature over both and the image, so the address works for that photo only, and only while the share does.
 */
export function sharedPhotoQuery(secret: string, imageId: string, share: { id: number; expiresAt: Date }): string {
  const exp = Math.floor(share.expiresAt.getTime() / 1000);
  return `share=${share.id}&exp=${exp}&sig=${signatureOf(secret, imageId, share.id, exp)}`;
}

/**
 * Whether a photo address was signed for a share of the photo's household that still works: the signature is
 * this image's, its end has not passed, and the share is neither revoked nor expired. Anything less is a no.
 */
export async function sharedPhotoAllowed(db: Db, secret: string | undefined, imageId: string, householdId: number, given: Partial<SharedPhoto>, now = new Date()) {
  const { share, exp, sig } = given;
  if (!secret || share === undefined || exp === undefined || sig === undefined || exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, imageId, share, exp));
  const actual = Buffer.from(sig);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
  const [live] = await db
    .select({ id: shares.id })
    .from(shares)
    .where(and(eq(shares.id, share), eq(shares.householdId, householdId), isNull(shares.revokedAt), gt(shares.expiresAt, now)));
  return Boolean(live);
}
