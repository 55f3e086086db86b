import { and, asc, between, count, eq, inArray, max, sql } from "drizzle-orm";
import { addDays, menuMaxDishesPerSlot, menuMaxServings, menuSlots, type MenuSlot } from "../../../common/menu";
import type { Menu, MenuAddInput, MenuEntry, MenuPutInput, MenuRange } from "../../../common/menu.schema";
import type { Db } from "../../db/client";
import { households, menuEntries, recipes } from "../../db/schema";
import { badRequest, HttpError } from "../../lib/http-error";
import * as errorCodes from "../../../common/error-codes";
import { cardColumns, toCard, visibleTo } from "../recipes";
import { localizeCards } from "../translation-memory";
import { householdHelperIds } from "../helpers";

/** Whose plan: a household's (decision 0080), read and changed alike by each of its members; an admin opens hidden recipes. */
export type MenuHousehold = { householdId: number; isAdmin: boolean };

const slotOrder = (slot: string) => menuSlots.indexOf(slot as MenuSlot);

/** The last day of a range. */
export const lastDay = ({ from, days }: MenuRange) => addDays(from, days - 1);

/**
 * The household's planned dishes of a range, by day, slot (breakfast … other), then their order: only dishes the
 * household may still open (a recipe hidden or deleted since is left out, never shown to anyone else).
 */
export async function plannedEntries(db: Db, household: MenuHousehold, range: MenuRange) {
  const rows = await db
    .select({
      id: menuEntries.id,
      date: menuEntries.day,
      slot: menuEntries.slot,
      position: menuEntries.position,
      recipeId: menuEntries.recipeId,
      servings: menuEntries.servings,
      cookHelperId: menuEntries.cookHelperId,
      card: cardColumns,
    })
    .from(menuEntries)
    .innerJoin(recipes, eq(recipes.id, menuEntries.recipeId))
    .where(and(eq(menuEntries.householdId, household.householdId), between(menuEntries.day, range.from, lastDay(range)), visibleTo(household)))
    .orderBy(asc(menuEntries.day), asc(menuEntries.position), asc(menuEntries.id));
  return rows
    .map((row) => ({ ...row, slot: row.slot as MenuSlot }))
    .sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.slot) - slotOrder(b.slot) || a.position - b.position || a.id - b.id);
}

/** GET /api/menu: the range and its entries, each with its recipe's card in `language` (from the memory only). */
export async function readPlan(db: Db, household: MenuHousehold, range: MenuRange, language?: string): Promise<Menu> {
  const rows = await plannedEntries(db, household, range);
  const cards = await localizeCards(db, rows.map((row) => toCard(row.card)), language);
  return {
    from: range.from,
    days: range.days,
    entries: rows.map((row, i) => ({
      id: row.id,
      date: row.date,
      slot: row.slot,
      recipeId: row.recipeId,
      servings: row.servings,
      cookHelperId: row.cookHelperId,
      recipe: cards[i]!,
    })),
  };
}

/**
 * PUT /api/menu: the range's dishes replaced by `input.entries`, in one transaction under a lock on the household's
 * row (two PUTs at once, from one member or two, cannot interleave). A dish the household may not open (another household's recipe, a
 * hidden or missing one) refuses the whole PUT with 404 recipeNotFound, like POST /api/shares, naming the
 * entry in `fieldErrors`; nothing is saved.
 */
export async function replacePlan(db: Db, household: MenuHousehold, input: MenuPutInput) {
  const ids = [...new Set(input.entries.map((entry) => entry.recipeId))];
  await db.transaction(async (tx) => {
    await lockHousehold(tx, household);
    const allowed = ids.length
      ? new Set((await tx.select({ id: recipes.id }).from(recipes).where(and(inArray(recipes.id, ids), visibleTo(household)))).map((row) => row.id))
      : new Set<number>();
    const refused = input.entries.flatMap((entry, index) => (allowed.has(entry.recipeId) ? [] : [index]));
    if (refused.length) {
      const fieldErrors = Object.fromEntries(refused.map((index) => [`entries.${index}.recipeId`, ["recipeNotFound"]]));
      throw new HttpError(404, errorCodes.notFound, "recipeNotFound", fieldErrors);
    }
    await checkCooks(tx, household, input.entries.map((entry) => entry.cookHelperId));
    await tx.delete(menuEntries).where(and(eq(menuEntries.householdId, household.householdId), between(menuEntries.day, input.from, lastDay(input))));
    const positions = new Map<string, number>();
    const values = input.entries.map((entry) => {
      const key = `${entry.date} ${entry.slot}`;
      const position = positions.get(key) ?? 0;
      positions.set(key, position + 1);
      return {
        householdId: household.householdId,
        day: entry.date,
        slot: entry.slot,
        position,
        recipeId: entry.recipeId,
        servings: entry.servings,
        cookHelperId: entry.cookHelperId ?? null,
      };
    });
    if (values.length) await tx.insert(menuEntries).values(values);
  });
}

/**
 * Decision 0081: a meal names as its cook only a helper of this household; any other id (another household's helper,
 * one removed meanwhile) refuses the whole save with 404 helperNotFound, naming the entry, and nothing is saved.
 */
async function checkCooks(tx: Pick<Db, "select">, household: MenuHousehold, cooks: readonly (number | null | undefined)[], field?: string) {
  const named = cooks.filter((cook): cook is number => typeof cook === "number");
  const known = await householdHelperIds(tx as Db, household.householdId, named);
  const refused = cooks.flatMap((cook, index) => (typeof cook === "number" && !known.has(cook) ? [index] : []));
  if (refused.length === 0) return;
  const fieldErrors = Object.fromEntries(refused.map((index) => [field ?? `entries.${index}.cookHelperId`, ["helperNotFound"]]));
  throw new HttpError(404, errorCodes.notFound, "helperNotFound", fieldErrors);
}

/**
 * Locks the household's row for the rest of the transaction: a PUT and an add of the same household never interleave,
 * whichever of its members saves them (decision 0080).
 */
const lockHousehold = (tx: Pick<Db, "execute">, household: MenuHousehold) =>
  tx.execute(sql`select 1 from ${households} where ${households.id} = ${household.householdId} for update`);

/**
 * POST /api/menu/entries (decision 0071): one dish at the end of a meal of a day, at the recipe's own servings unless
 * told otherwise, under the same lock as a PUT; the rest of the plan is not touched, so an add from a card never
 * undoes a change saved meanwhile from another tab or member (decision 0071). A recipe the household may not open answers
 * 404 recipeNotFound as a PUT does; a meal already holding menuMaxDishesPerSlot dishes is a 400 menuSlotFull.
 * Answers the dish as GET /api/menu would, its card in `language`.
 */
export async function addPlannedDish(db: Db, household: MenuHousehold, input: MenuAddInput, language?: string): Promise<MenuEntry> {
  const id = await db.transaction(async (tx) => {
    await lockHousehold(tx, household);
    const [recipe] = await tx
      .select({ servings: recipes.servings })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipeId), visibleTo(household)));
    if (!recipe) throw new HttpError(404, errorCodes.notFound, "recipeNotFound", { recipeId: ["recipeNotFound"] });
    const slot = and(eq(menuEntries.householdId, household.householdId), eq(menuEntries.day, input.date), eq(menuEntries.slot, input.slot));
    const [held] = await tx.select({ dishes: count(), last: max(menuEntries.position) }).from(menuEntries).where(slot);
    if ((held?.dishes ?? 0) >= menuMaxDishesPerSlot) throw badRequest("menuSlotFull", { slot: ["menuSlotFull"] });
    await checkCooks(tx, household, [input.cookHelperId], "cookHelperId");
    const servings = input.servings ?? Math.min(menuMaxServings, Math.max(1, recipe.servings));
    const [added] = await tx
      .insert(menuEntries)
      .values({
        householdId: household.householdId,
        day: input.date,
        slot: input.slot,
        position: (held?.last ?? -1) + 1,
        recipeId: input.recipeId,
        servings,
        cookHelperId: input.cookHelperId ?? null,
      })
      .returning({ id: menuEntries.id });
    return added!.id;
  });
  const plan = await readPlan(db, household, { from: input.date, days: 1 }, language);
  return plan.entries.find((entry) => entry.id === id)!;
}
