import { createHash } from "node:crypto";
import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { images, imageVariants } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { detectImageType, toWebpVariants } from "./process";

/** Who stored an image, and whose it is: a household's photo (`householdId`) is private to it (decisions 0062, 0080). */
export type ImageOrigin = { createdBy: number | null; householdId?: number | null };

/** Images of the same scope: the catalogue's (public), or one household's own. */
const sameScope = (householdId: number | null) => (householdId === null ? isNull(images.householdId) : eq(images.householdId, householdId));

/**
 * Checks, re-encodes and stores an upload; the same file uploaded twice is stored once within its scope (the
 * catalogue, or one household: another household's copy of the same file is its own). Returns the image id.
 */
export async function storeImage(db: Db, bytes: Buffer, { createdBy, householdId = null }: ImageOrigin): Promise<string> {
  if (!detectImageType(bytes)) throw badRequest("imageType", { image: ["imageType"] });
  const sourceHash = createHash("sha256").update(bytes).digest("hex");
  const [existing] = await db.select({ id: images.id }).from(images).where(and(eq(images.sourceHash, sourceHash), sameScope(householdId))).limit(1);
  if (existing) return existing.id;
  let variants;
  try {
    variants = await toWebpVariants(bytes);
  } catch {
    throw badRequest("imageType", { image: ["imageType"] });
  }
  return db.transaction(async (tx) => {
    const [image] = await tx.insert(images).values({ sourceHash, createdBy, householdId }).returning({ id: images.id });
    await tx.insert(imageVariants).values(variants.map((variant) => ({ imageId: image!.id, ...variant })));
    return image!.id;
  });
}

/** Whether a household may put this image on its recipe: one of its own photos, or a catalogue picture. */
export async function mayUseImage(db: Db, imageId: string, householdId: number): Promise<boolean> {
  const [found] = await db.select({ id: images.id }).from(images).where(and(eq(images.id, imageId), or(isNull(images.householdId), eq(images.householdId, householdId))));
  return Boolean(found);
}

/** The smallest stored width at least as wide as asked, else the widest there is; with whose image it is. */
export async function findVariant(db: Db, imageId: string, width: number) {
  const columns = { width: imageVariants.width, bytes: imageVariants.bytes, householdId: images.householdId };
  const variants = db.select(columns).from(imageVariants).innerJoin(images, eq(images.id, imageVariants.imageId));
  const [fit] = await variants.where(and(eq(imageVariants.imageId, imageId), gte(imageVariants.width, width))).orderBy(asc(imageVariants.width)).limit(1);
  if (fit) return fit;
  const all = await db.select(columns).from(imageVariants).innerJoin(images, eq(images.id, imageVariants.imageId)).where(eq(imageVariants.imageId, imageId)).orderBy(asc(imageVariants.width));
  return all.at(-1);
}
