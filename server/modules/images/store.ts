import { createHash } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { images, imageVariants } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { detectImageType, toWebpVariants } from "./process";

/** Checks, re-encodes and stores an upload; the same file uploaded twice is stored once. Returns the image id. */
export async function storeImage(db: Db, bytes: Buffer, createdBy: number | null): Promise<string> {
  if (!detectImageType(bytes)) throw badRequest("imageType", { image: ["imageType"] });
  const sourceHash = createHash("sha256").update(bytes).digest("hex");
  const [existing] = await db.select({ id: images.id }).from(images).where(eq(images.sourceHash, sourceHash)).limit(1);
  if (existing) return existing.id;
  let variants;
  try {
    variants = await toWebpVariants(bytes);
  } catch {
    throw badRequest("imageType", { image: ["imageType"] });
  }
  return db.transaction(async (tx) => {
    const [image] = await tx.insert(images).values({ sourceHash, createdBy }).returning({ id: images.id });
    await tx.insert(imageVariants).values(variants.map((variant) => ({ imageId: image!.id, ...variant })));
    return image!.id;
  });
}

/** The smallest stored width at least as wide as asked, else the widest there is. */
export async function findVariant(db: Db, imageId: string, width: number) {
  const [fit] = await db
    .select()
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), gte(imageVariants.width, width)))
    .orderBy(asc(imageVariants.width))
    .limit(1);
  if (fit) return fit;
  const all = await db.select().from(imageVariants).where(eq(imageVariants.imageId, imageId)).orderBy(asc(imageVariants.width));
  return all.at(-1);
}
