/**
 * The household's plan (decision 0054): meal slots, limits and the shapes both sides read. Plain module (no zod):
 * the menu page may import it without the schemas (those are in menu.schema.ts).
 */

/** The slots of a day, in the order the page and the message list them; "other" is the free slot. */
export const menuSlots = ["breakfast", "lunch", "dinner", "other"] as const;
export type MenuSlot = (typeof menuSlots)[number];

/** The week the pages plan (the menu page, "Add to menu", "Today"): today and the six days after it. */
export const menuWeekLength = 7;

/** Days one request may read, write, list or send (a week, with room for a second one). */
export const menuMaxDays = 14;
/** Dishes one slot of one day may hold. */
export const menuMaxDishesPerSlot = 6;
/** Entries one PUT may carry: every slot of every day full. */
export const menuMaxEntries = menuMaxDays * menuSlots.length * menuMaxDishesPerSlot;
/** Servings of one dish (the same bound as a share's servings). */
export const menuMaxServings = 100;

/** A day as the household counts it: YYYY-MM-DD, no time zone. */
export type MenuDate = string;

/** One planned dish, as PUT /api/menu takes it. Order within a slot is the order of the entries. */
export interface MenuEntryInput {
  date: MenuDate;
  slot: MenuSlot;
  recipeId: number;
  servings: number;
  /** Who cooks it (decision 0081): a helper of the household, or nobody named. */
  cookHelperId?: number | null;
}

/** The day `days` after `date` (negative goes back), in the same YYYY-MM-DD form; calendar arithmetic in UTC. */
export function addDays(date: MenuDate, days: number): MenuDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * What a menu share keeps (shares.menu): the days, the dishes as sent, and the shopping lines left out;
 * `shoppingOnly` when the owner sent "just the shopping" (decision 0071: her page shows the list alone).
 */
export type MenuSnapshot = { from: MenuDate; days: number; entries: SentDish[]; exclude: string[]; shoppingOnly?: boolean };

/** A dish as a menu link keeps it: with its cook's first name as it was when sent (decision 0081), for her page and message. */
export type SentDish = MenuEntryInput & { cook?: string };

/** The days from `from`, `days` of them. */
export function menuDays(from: MenuDate, days: number): MenuDate[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}
