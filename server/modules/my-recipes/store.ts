import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import * as errorCodes from "../../../common/error-codes";
import { storedIngredients } from "../../../common/kitchen/stored-ingredients";
import type { MyRecipe, myRecipeInputSchema, myRecipePatchSchema } from "../../../common/my-recipe.schema";
import type { Db } from "../../db/client";
import { households, recipes } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { languageOfText } from "../../lib/language-id";
import { mayUseImage } from "../images";
import { cardColumns, toCard, toDetail } from "../recipes";

type MyRecipeInput = z.output<typeof myRecipeInputSchema>;
type MyRecipePatch = z.output<typeof myRecipePatchSchema>;

const columns = {
  ...cardColumns,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  hidden: recipes.hidden,
  sourceLanguage: recipes.sourceLanguage,
  updatedAt: recipes.updatedAt,
};

function toMyRecipe(row: Parameters<typeof toDetail>[0] & { sourceLanguage: string; updatedAt: Date }): MyRecipe {
  return { ...toDetail(row), sourceLanguage: row.sourceLanguage, photoId: row.imageId, updatedAt: row.updatedAt.toISOString() };
}

/** Only this household's: every query here names the household, so another household's recipe is never found. */
const ownedBy = (householdId: number, id?: number) => and(eq(recipes.householdId, householdId), id === undefined ? undefined : eq(recipes.id, id));

/** The household's recipes as cards (marked mine), the last changed first, whichever member wrote them. */
export async function listMyRecipes(db: Db, householdId: number) {
  const rows = await db.select(cardColumns).from(recipes).where(ownedBy(householdId)).orderBy(desc(recipes.updatedAt), desc(recipes.id));
  return rows.map(toCard);
}

export async function findMyRecipe(db: Db, householdId: number, id: number) {
  const [row] = await db.select(columns).from(recipes).where(ownedBy(householdId, id));
  if (!row) throw notFound("recipeNotFound");
  return toMyRecipe(row);
}

/**
 * The photo must be one already stored (an upload or an import) that the household may show: its own, or a
 * catalogue picture; a made-up id, or another household's photo, is a clear 400 (decision 0062), not a database error.
 */
async function checkPhoto(db: Db, householdId: number, photoId: string | null | undefined) {
  if (photoId && !(await mayUseImage(db, photoId, householdId))) throw badRequest("photoNotFound", { photoId: ["photoNotFound"] });
}

/** The language the recipe is written in: as the owner said, else told from its text (decision 0066). */
function languageOf(input: Pick<MyRecipeInput, "title" | "description" | "ingredients" | "instructions">) {
  return languageOfText([input.title, input.description, ...input.ingredients, ...input.instructions].join("\n"));
}

/**
 * Saves a new household recipe written by `createdBy`, within the household's allowance (MY_RECIPES_MAX). The count
 * and the insert run in one transaction under a lock on the household's row, so two saves at once (from one member
 * or two) cannot both take the last place.
 */
export async function createMyRecipe(db: Db, { householdId, createdBy }: { householdId: number; createdBy: number }, input: MyRecipeInput, maxPerHousehold: number) {
  await checkPhoto(db, householdId, input.photoId);
  const { photoId, sourceLanguage, ...fields } = input;
  const language = sourceLanguage ?? (await languageOf(fields));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${households} where ${households.id} = ${householdId} for update`);
    const [kept] = await tx.select({ count: count() }).from(recipes).where(ownedBy(householdId));
    if ((kept?.count ?? 0) >= maxPerHousehold) {
      const error = new HttpError(409, errorCodes.recipeLimitReached, "myRecipesFull");
      error.messageParams = () => ({ max: String(maxPerHousehold) });
      throw error;
    }
    const [row] = await tx
      .insert(recipes)
      // Parsed once here for the shopping list (decision 0069), in the language it is written in.
      .values({ ...fields, parsedIngredients: storedIngredients(fields.ingredients, language), householdId, createdBy, imageId: photoId ?? null, sourceLanguage: language })
      .returning(columns);
    return toMyRecipe(row!);
  });
}

/** Changes only the fields given; the language is told again when the text changed and none was given. */
export async function updateMyRecipe(db: Db, householdId: number, id: number, patch: MyRecipePatch) {
  await checkPhoto(db, householdId, patch.photoId);
  const { photoId, sourceLanguage, ...fields } = patch;
  const current = await findMyRecipe(db, householdId, id);
  const textChanged = ["title", "description", "ingredients", "instructions"].some((key) => key in fields && fields[key as keyof typeof fields] !== undefined);
  const language = sourceLanguage ?? (textChanged ? await languageOf({ ...current, ...definedOnly(fields) }) : undefined);
  // New lines, or the same lines read in another language: parsed again for the shopping list (decision 0069).
  const reparse = fields.ingredients !== undefined || (language !== undefined && language !== current.sourceLanguage);
  const [row] = await db
    .update(recipes)
    .set({
      ...definedOnly(fields),
      ...(reparse && { parsedIngredients: storedIngredients(fields.ingredients ?? current.ingredients, language ?? current.sourceLanguage) }),
      ...(photoId !== undefined && { imageId: photoId }),
      ...(language && { sourceLanguage: language }),
      updatedAt: new Date(),
    })
    .where(ownedBy(householdId, id))
    .returning(columns);
  if (!row) throw notFound("recipeNotFound");
  return { recipe: toMyRecipe(row), textChanged };
}

export async function deleteMyRecipe(db: Db, householdId: number, id: number) {
  const deleted = await db.delete(recipes).where(ownedBy(householdId, id)).returning({ id: recipes.id });
  if (deleted.length === 0) throw notFound("recipeNotFound");
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
