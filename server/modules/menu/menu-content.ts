import { isolateQuantities } from "../../../common/bidi";
import type { HelperMenuPage, HelperRecipeSection } from "../../../common/helper-page";
import { isRightToLeft, type HelperLanguageCode } from "../../../common/languages";
import { menuDays, menuSlots, type MenuSnapshot } from "../../../common/menu";
import type { Db } from "../../db/client";
import { dayName, helperRecipeSection, helperText, menuTitle, shoppingTitle, type HelperTextKey, type PictureOf } from "../helper-page";
import { dishRecipes, recallDishes, type DishRecipe } from "./dish-lines";
import { shoppingListOf } from "./shopping-list";

/**
 * Everything a menu shows, in her language from the memory only: the meals by day and slot, one recipe
 * section per dish and servings ("r1", "r2"… in plan order: the message links to them), the shopping list
 * without the excluded lines (aisle names in her language), and which recipes the memory lacks lines of.
 * Dishes whose recipe is gone since are left out.
 */
export async function menuContent(db: Db, pictureOf: PictureOf, snapshot: MenuSnapshot, language: HelperLanguageCode) {
  const recipesById = await dishRecipes(
    db,
    snapshot.entries.map((entry) => entry.recipeId),
  );
  const entries = snapshot.entries.filter((entry) => recipesById.has(entry.recipeId));
  const sectionIds = new Map<string, string>();
  const sections: HelperRecipeSection[] = [];
  let partlyEnglish = false;
  for (const entry of entries) {
    const key = `${entry.recipeId} ${entry.servings}`;
    if (sectionIds.has(key)) continue;
    const id = `r${sectionIds.size + 1}`;
    sectionIds.set(key, id);
    const made = await helperRecipeSection(db, pictureOf, recipesById.get(entry.recipeId)!, language, entry.servings, id);
    sections.push(made.section);
    partlyEnglish ||= made.partlyEnglish;
  }
  const titleOf = new Map(sections.map((section) => [section.id, section.title]));
  const meals: HelperMenuPage["meals"] = menuDays(snapshot.from, snapshot.days).flatMap((date) => {
    const slots = menuSlots.flatMap((slot) => {
      const dishes = entries
        .filter((entry) => entry.date === date && entry.slot === slot)
        .map((entry) => {
          const recipeId = sectionIds.get(`${entry.recipeId} ${entry.servings}`)!;
          return { recipeId, title: titleOf.get(recipeId)!, servings: entry.servings, ...(entry.cook && { cook: entry.cook }) };
        });
      return dishes.length ? [{ slot: helperText(language, `slot.${slot}` as HelperTextKey), dishes }] : [];
    });
    return slots.length ? [{ day: dayName(date, language), slots }] : [];
  });
  // One list for her page and her message (decision 0070): the same groups, names, amounts and keys.
  const list = await shoppingListOf(db, entries, recipesById, language, snapshot.exclude);
  const ordered = (line: string) => (isRightToLeft(language) ? isolateQuantities(line) : line);
  const shopping: HelperMenuPage["shopping"] = list.groups.map((group) => ({
    aisle: helperText(language, `aisle.${group.aisle}` as HelperTextKey),
    lines: group.lines.map((line) => ({
      key: line.key,
      name: line.name,
      amount: line.amount === null ? null : ordered(line.amount),
      text: ordered(line.text),
    })),
  }));
  const dishes = [...new Set(entries.map((entry) => recipesById.get(entry.recipeId)!))] satisfies DishRecipe[];
  const { missing } = await recallDishes(db, dishes, language);
  return {
    title: snapshot.shoppingOnly ? shoppingTitle(snapshot, language) : menuTitle(snapshot, language),
    meals,
    recipes: sections,
    shopping,
    partlyEnglish,
    missing,
    /** Lines of the list left as written in another language ("just the shopping" needs none). */
    listUntranslated: list.untranslated,
    recipeIds: dishes.map((dish) => dish.id),
  };
}

export type MenuContent = Awaited<ReturnType<typeof menuContent>>;
