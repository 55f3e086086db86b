import { menuMaxDishesPerSlot, menuMaxServings, menuSlots, type MenuDate, type MenuEntryInput, type MenuSlot } from "@common/menu";
import type { RecipeCard } from "@common/recipe";

/*
 * The week's plan as the page edits it: a list of dishes, each on a day and in a slot, in order within its slot.
 * Every change is a pure function of the plan; the page saves the result with one PUT of the whole range.
 */

/** One planned dish. `id` is the server's, or a negative stand-in for a dish not saved yet. */
export type PlannedDish = {
  id: number;
  date: MenuDate;
  slot: MenuSlot;
  recipeId: number;
  servings: number;
  /** Who cooks it (decision 0081): a helper's id, or null (nobody named). */
  cookHelperId: number | null;
  recipe: RecipeCard;
};
export type Plan = readonly PlannedDish[];
export type Place = { date: MenuDate; slot: MenuSlot };

let nextStandIn = -1;
/** A stand-in id for a dish made on this page (negative, so it never meets a server id). */
export const standInId = () => nextStandIn--;

const samePlace = (dish: Place, place: Place) => dish.date === place.date && dish.slot === place.slot;

/** The dishes of one slot of one day, in their order. */
export const dishesAt = (plan: Plan, place: Place) => plan.filter((dish) => samePlace(dish, place));

/** Whether a slot holds as many dishes as it may. */
export const isFull = (plan: Plan, place: Place) => dishesAt(plan, place).length >= menuMaxDishesPerSlot;

const clampServings = (servings: number) => Math.min(menuMaxServings, Math.max(1, Math.round(servings)));

/** Adds a recipe at the end of a slot, at the recipe's own servings unless told otherwise; a full slot stays as it is. */
export function addDish(plan: Plan, place: Place, recipe: RecipeCard, servings = recipe.servings): Plan {
  if (isFull(plan, place)) return plan;
  return [...plan, { id: standInId(), ...place, recipeId: recipe.id, servings: clampServings(servings || 1), cookHelperId: null, recipe }];
}

export const removeDish = (plan: Plan, id: number): Plan => plan.filter((dish) => dish.id !== id);

/** Sets a dish's servings, kept within 1 and the most a dish may have. */
export const setServings = (plan: Plan, id: number, servings: number): Plan =>
  plan.map((dish) => (dish.id === id ? { ...dish, servings: clampServings(servings) } : dish));

/** Names who cooks a dish (a helper's id), or nobody (null). */
export const setCook = (plan: Plan, id: number, cookHelperId: number | null): Plan =>
  plan.map((dish) => (dish.id === id ? { ...dish, cookHelperId } : dish));

/**
 * Moves a dish to another place, or within its slot, to position `index` among that slot's dishes (the end when
 * left out). A move into a full slot changes nothing.
 */
export function moveDish(plan: Plan, id: number, to: Place, index?: number): Plan {
  const dish = plan.find((entry) => entry.id === id);
  if (!dish) return plan;
  if (!samePlace(dish, to) && isFull(plan, to)) return plan;
  const rest = plan.filter((entry) => entry.id !== id);
  const target = dishesAt(rest, to);
  const position = Math.min(Math.max(index ?? target.length, 0), target.length);
  target.splice(position, 0, { ...dish, ...to });
  return [...rest.filter((entry) => !samePlace(entry, to)), ...target];
}

/** Copies every dish of one day onto another, which keeps nothing of what it held. */
export function copyDay(plan: Plan, from: MenuDate, to: MenuDate): Plan {
  if (from === to) return plan;
  const copies = plan.filter((dish) => dish.date === from).map((dish) => ({ ...dish, id: standInId(), date: to }));
  return [...plan.filter((dish) => dish.date !== to), ...copies];
}

/** The entries of PUT /api/menu for the days `from`…`from+days-1`: by day, then slot, in each slot's order. */
export function putBody(plan: Plan, from: MenuDate, days: number) {
  const dayIndex = (date: MenuDate) => Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000);
  const inRange = plan.filter((dish) => dayIndex(dish.date) >= 0 && dayIndex(dish.date) < days);
  const order = (dish: PlannedDish) => dayIndex(dish.date) * menuSlots.length + menuSlots.indexOf(dish.slot);
  const entries: MenuEntryInput[] = inRange
    .map((dish, position) => ({ dish, position }))
    .sort((a, b) => order(a.dish) - order(b.dish) || a.position - b.position)
    .map(({ dish }) => ({
      date: dish.date,
      slot: dish.slot,
      recipeId: dish.recipeId,
      servings: dish.servings,
      ...(dish.cookHelperId !== null && { cookHelperId: dish.cookHelperId }),
    }));
  return { from, days, entries };
}
