import { and, eq, inArray, isNotNull, isNull, notExists, notInArray } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client";
import { images, imageVariants, recipes } from "../../db/schema";
import { type ArtworkManifest, readManifest, readRendered, renderedDir } from "./artwork-files";

/**
 * Gives each bundled recipe its own drawn picture as its image, stored like an upload so
 * pages load a small WebP from /api/images. Idempotent: a drawing already stored (same SVG hash) is not
 * stored again, and a recipe already showing it is not touched. A photo (an admin's upload,
 * `images:import`) or an image address an admin gave is never replaced; artwork that a changed drawing
 * replaced is deleted once no recipe shows it.
 */
export async function loadCatalogArtwork(db: Db, manifest: ArtworkManifest = readManifest(), dir = renderedDir) {
  const entries = Object.entries(manifest);
  if (entries.length === 0) return { stored: 0, attached: 0 };
  const hashes = entries.map(([, hash]) => hash);
  const known = await db.select({ id: images.id, sourceHash: images.sourceHash }).from(images).where(and(inArray(images.sourceHash, hashes), isNull(images.householdId)));
  const imageOf = new Map(known.map((row) => [row.sourceHash, row.id]));

  let stored = 0;
  for (const [slug, hash] of entries) {
    if (imageOf.has(hash)) continue;
    imageOf.set(hash, await storeArtwork(db, slug, hash, dir));
    stored++;
  }

  const current = await db
    .select({ id: recipes.id, slug: recipes.slug, imageId: recipes.imageId, imageUrl: recipes.imageUrl, artworkSlug: images.artworkSlug })
    .from(recipes)
    .leftJoin(images, eq(images.id, recipes.imageId))
    .where(inArray(recipes.slug, Object.keys(manifest)));
  let attached = 0;
  for (const recipe of current) {
    const artwork = imageOf.get(manifest[recipe.slug!]!)!;
    const showsPhoto = recipe.imageId !== null && recipe.artworkSlug === null;
    if (recipe.imageId === artwork || showsPhoto || recipe.imageUrl) continue;
    // Only if the image is still the one read above: an upload in the meantime wins.
    const unchanged = recipe.imageId ? eq(recipes.imageId, recipe.imageId) : isNull(recipes.imageId);
    const updated = await db.update(recipes).set({ imageId: artwork }).where(and(eq(recipes.id, recipe.id), unchanged)).returning({ id: recipes.id });
    attached += updated.length;
  }

  await db
    .delete(images)
    .where(
      and(
        isNotNull(images.artworkSlug),
        notInArray(images.sourceHash, hashes),
        notExists(db.select({ id: recipes.id }).from(recipes).where(eq(recipes.imageId, images.id))),
      ),
    );
  return { stored, attached };
}

/** Stores one drawing's rendered files; when another instance stored it first, returns that one. */
async function storeArtwork(db: Db, slug: string, hash: string, dir: string): Promise<string> {
  const variants = await Promise.all(
    readRendered(slug, dir).map(async ({ bytes }) => {
      const { width, height } = await sharp(bytes).metadata();
      return { width: width!, height: height!, bytes };
    }),
  );
  const id = await db.transaction(async (tx) => {
    const [image] = await tx.insert(images).values({ sourceHash: hash, artworkSlug: slug }).onConflictDoNothing().returning({ id: images.id });
    if (image) await tx.insert(imageVariants).values(variants.map((variant) => ({ imageId: image.id, ...variant })));
    return image?.id;
  });
  if (id) return id;
  const [existing] = await db.select({ id: images.id }).from(images).where(and(eq(images.sourceHash, hash), isNull(images.householdId)));
  return existing!.id;
}
