import { z } from "./zod.schema";
import { menuMaxDays, menuMaxDishesPerSlot, menuMaxEntries, menuMaxServings, menuSlots, addDays } from "./menu";
import { recipeCardSchema, recipeIdSchema } from "./recipe.schema";
import { createShareSchema } from "./share.schema";
import { helperIdSchema } from "./helpers.schema";

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused); one check, since zod runs every check of a failed value. */
export const menuDateSchema = z.string("invalidValue").refine(isCalendarDay, "invalidValue");

const daysSchema = z.coerce.number("numberRequired").int("numberRequired").min(1, "invalidValue").max(menuMaxDays, "invalidValue");
const servingsSchema = z.coerce
  .number("numberRequired")
  .int("numberRequired")
  .min(1, "numberRequired")
  .max(menuMaxServings, "numberRequired");

/** A range of days: `from` and how many (GET /api/menu, the shopping list, the send). */
export const menuRangeSchema = z.object({ from: menuDateSchema, days: daysSchema.default(7) });
export type MenuRange = z.infer<typeof menuRangeSchema>;

export const menuEntryInputSchema = z.object({
  date: menuDateSchema,
  slot: z.enum(menuSlots, "invalidValue"),
  recipeId: recipeIdSchema,
  servings: servingsSchema,
  /** Who cooks it (decision 0081): a helper of this household, or nobody named. */
  cookHelperId: helperIdSchema.nullable().optional(),
});

/**
 * PUT /api/menu: the whole plan of the days `from` … `from + days - 1`, which replaces what those days held
 * (moving a dish, copying a day and removing one are all one PUT of the days they touch). Every entry must
 * fall inside the range, at most menuMaxDishesPerSlot per slot of a day.
 */
export const menuPutSchema = menuRangeSchema
  .extend({ entries: z.array(menuEntryInputSchema).max(menuMaxEntries, "tooLong") })
  .superRefine(({ from, days, entries }, context) => {
    // Zod runs this refinement even when a field failed: the range is read only once both its fields passed
    // (days: 1e9 is an integer, but the date a billion days on is no date, and reading it threw: a 500).
    if (!menuRangeSchema.safeParse({ from, days }).success || !Array.isArray(entries)) return;
    const last = addDays(from, days - 1);
    const perSlot = new Map<string, number>();
    entries.forEach((entry, index) => {
      if (typeof entry !== "object" || entry === null) return;
      if (isCalendarDay(entry.date) && (entry.date < from || entry.date > last)) {
        context.addIssue({ code: "custom", message: "invalidValue", path: ["entries", index, "date"] });
      }
      const key = `${entry.date} ${entry.slot}`;
      perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
      if (perSlot.get(key) === menuMaxDishesPerSlot + 1) {
        context.addIssue({ code: "custom", message: "tooLong", path: ["entries", index, "slot"] });
      }
    });
  });
export type MenuPutInput = z.infer<typeof menuPutSchema>;

/**
 * POST /api/menu/entries (decision 0071): one dish added at the end of a meal of a day, from a recipe card or page.
 * Servings default to the recipe's own. The rest of the plan is left as it is (no whole-range PUT to race with
 * another tab or page: decision 0071).
 */
export const menuAddSchema = z.object({
  date: menuDateSchema,
  slot: z.enum(menuSlots, "invalidValue"),
  recipeId: recipeIdSchema,
  servings: servingsSchema.optional(),
  cookHelperId: helperIdSchema.nullable().optional(),
});
export type MenuAddInput = z.infer<typeof menuAddSchema>;

/** One planned dish as the plan answers it: the entry with the recipe's card in the interface language. */
export const menuEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  slot: z.enum(menuSlots),
  recipeId: z.number().int(),
  servings: z.number().int(),
  /** Who cooks it (decision 0081), or null. */
  cookHelperId: z.number().int().nullable(),
  recipe: recipeCardSchema,
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** GET/PUT /api/menu: the range asked for and its entries, by day, slot, then their order. */
export const menuSchema = z.object({ from: z.string(), days: z.number().int(), entries: z.array(menuEntrySchema) });
export type Menu = z.infer<typeof menuSchema>;

export const menuQuerySchema = menuRangeSchema.extend({ lang: z.string().max(10).optional() });

/** GET /api/menu/shopping-list: `lang` is any helper language (default: the helper's, else the interface's). */
export const shoppingListQuerySchema = menuRangeSchema.extend({ lang: z.string().max(10).optional() });

export const shoppingListSchema = z.object({
  groups: z.array(
    z.object({
      /** An aisle (common/kitchen/ingredient-vocabulary.ts) in shop order, then "staples": the "check you have" group. */
      aisle: z.string(),
      /**
       * One line per thing to buy (decision 0070): its key (what "we have it" and `exclude` name), its name and amount
       * in the asked language (no amount for a staple), and `text`, "name — amount", as her message writes it.
       */
      lines: z.array(z.object({ key: z.string(), name: z.string(), amount: z.string().nullable(), text: z.string() })),
    }),
  ),
});
export type ShoppingListAnswer = z.infer<typeof shoppingListSchema>;

/**
 * POST /api/menu/send: the days' dishes and shopping list in one message in her language, with one link to
 * the menu page. `exclude` lists shopping-line keys the house already has. Notes as for one recipe.
 */
export const menuSendSchema = menuRangeSchema.extend({
  exclude: z.array(z.string().max(200, "tooLong")).max(500, "tooLong").optional(),
  quickNotes: createShareSchema.shape.quickNotes,
  note: createShareSchema.shape.note,
  /** English, after the owner chose so because a dish is not in her language yet (TRANSLATION_MISSING); as for one recipe. */
  language: createShareSchema.shape.language,
  /**
   * "Just the shopping" (decision 0071): the message and her page hold the shopping list alone, no meals and no
   * recipe steps; only the list's lines need to be in her language.
   */
  shoppingOnly: z.boolean("invalidValue").optional(),
  /**
   * Decision 0081: the helper it goes to (her language, her number). Without it, "just the shopping" goes to the helper
   * who does the shopping, and the menu to the first helper.
   */
  helperId: helperIdSchema.optional(),
});
export type MenuSendInput = z.infer<typeof menuSendSchema>;
