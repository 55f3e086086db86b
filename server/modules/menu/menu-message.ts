import type { HelperLanguageCode } from "../../../common/languages";
import { helperGreeting, helperText } from "../helper-page";
import { bold } from "../sharing";
import type { MenuContent } from "./menu-content";

/**
 * The WhatsApp message of a sent menu (decision 0054), every word in her language from the catalogue: the title,
 * the owner's notes, then per day (named when there are several) and meal each dish with its servings and the
 * link to its recipe on the menu page (`…/h/TOKEN#r1`), then the shopping list by aisle ("check you have" last) as
 * her page shows it, then the page's link.
 * Decision 0050: it opens with a greeting to her by name (when given), and every heading is bold.
 */
export function menuMessage(
  content: Pick<MenuContent, "title" | "meals" | "shopping">,
  language: HelperLanguageCode,
  url: string,
  notes: string[],
  helperName?: string | null,
): string {
  const blocks = helperName?.trim() ? [helperGreeting(language, "menuGreeting", helperName)] : [];
  blocks.push(bold(content.title));
  if (notes.length > 0) blocks.push(notes.map((note) => `📝 ${note}`).join("\n"));
  for (const meal of content.meals) {
    const lines = content.meals.length > 1 ? [bold(meal.day)] : [];
    for (const slot of meal.slots) {
      lines.push(bold(slot.slot));
      for (const dish of slot.dishes) {
        lines.push(`• ${helperText(language, "dishServings", { title: dish.title, count: dish.servings })}${cookOf(dish)}`, `  ${url}#${dish.recipeId}`);
      }
    }
    blocks.push(lines.join("\n"));
  }
  if (content.shopping.length > 0) blocks.push([bold(helperText(language, "shoppingList")), ...aisleBlocks(content)].join("\n"));
  blocks.push(helperText(language, "openStepByStep", { url }));
  return blocks.join("\n\n");
}

/**
 * Who cooks a dish, when the owner named her (decision 0081): her name after the cook's sign, a word no language
 * needs translating; isolated so a Latin name keeps its place in a right-to-left message.
 */
const cookOf = (dish: { cook?: string }) => (dish.cook ? ` · 🧑‍🍳 \u2068${dish.cook}\u2069` : "");

/** Each aisle's name in bold, then its things, one "• name — amount" a line. */
const aisleBlocks = (content: Pick<MenuContent, "shopping">) =>
  content.shopping.map((group) => [bold(group.aisle), ...group.lines.map((line) => `• ${line.text}`)].join("\n"));

/**
 * The message of "just the shopping" (decision 0071): the list's title with its days, the owner's notes, the list by
 * aisle as her page shows it, then the page's link under "Tap what you have bought." No meal, no recipe step.
 */
export function shoppingMessage(content: Pick<MenuContent, "title" | "shopping">, language: HelperLanguageCode, url: string, notes: string[]): string {
  const blocks = [bold(content.title)];
  if (notes.length > 0) blocks.push(notes.map((note) => `📝 ${note}`).join("\n"));
  blocks.push(...aisleBlocks(content));
  blocks.push(`${helperText(language, "shoppingHint")}\n${url}`);
  return blocks.join("\n\n");
}
