import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recipes } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { maxUploadBytes } from "./process";
import { storeImage } from "./store";

export type ImportOutcome =
  | { file: string; outcome: "attached"; title: string }
  | { file: string; outcome: "unknown slug"; slug: string }
  | { file: string; outcome: "refused"; reason: string };

const photoExtensions = new Set([".jpg", ".jpeg", ".png", ".webp"]);

/**
 * Attaches the photos in a folder to the recipes their file names name (`chicken-machboos.jpg`), each
 * through the checks and re-encoding of an upload, in place of the recipe's artwork or earlier image.
 */
export async function importPhotos(db: Db, folder: string): Promise<ImportOutcome[]> {
  const files = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
  const outcomes: ImportOutcome[] = [];
  for (const file of files) outcomes.push(await importPhoto(db, path.join(folder, file)));
  return outcomes;
}

async function importPhoto(db: Db, file: string): Promise<ImportOutcome> {
  const name = path.basename(file);
  const extension = path.extname(name).toLowerCase();
  if (!photoExtensions.has(extension)) return { file: name, outcome: "refused", reason: "not a .jpg, .jpeg, .png or .webp file" };
  const slug = path.basename(name, path.extname(name)).toLowerCase();
  const [recipe] = await db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(eq(recipes.slug, slug));
  if (!recipe) return { file: name, outcome: "unknown slug", slug };
  if ((await stat(file)).size > maxUploadBytes) return { file: name, outcome: "refused", reason: `larger than ${maxUploadBytes / 1024 / 1024} MB` };
  let imageId;
  try {
    imageId = await storeImage(db, await readFile(file), { createdBy: null });
  } catch (error) {
    if (error instanceof HttpError) return { file: name, outcome: "refused", reason: "not a JPEG, PNG or WebP image that can be read" };
    throw error;
  }
  await db.update(recipes).set({ imageId, imageUrl: null, updatedAt: new Date() }).where(eq(recipes.id, recipe.id));
  return { file: name, outcome: "attached", title: recipe.title };
}

/** One line for the operator per file. */
export function describeOutcome(outcome: ImportOutcome): string {
  if (outcome.outcome === "attached") return `${outcome.file}: attached to "${outcome.title}"`;
  if (outcome.outcome === "unknown slug") return `${outcome.file}: unknown slug "${outcome.slug}" (no bundled recipe has it)`;
  return `${outcome.file}: refused: ${outcome.reason}`;
}

/** Prints a line per file and a summary; answers the exit code (1 when a file was refused). */
export async function runImport(db: Db, folder: string, print: (line: string) => void): Promise<number> {
  const outcomes = await importPhotos(db, folder);
  for (const outcome of outcomes) print(describeOutcome(outcome));
  const count = (kind: ImportOutcome["outcome"]) => outcomes.filter((outcome) => outcome.outcome === kind).length;
  print(`${outcomes.length} file${outcomes.length === 1 ? "" : "s"}: ${count("attached")} attached, ${count("unknown slug")} unknown slug, ${count("refused")} refused`);
  return count("refused") > 0 ? 1 : 0;
}
