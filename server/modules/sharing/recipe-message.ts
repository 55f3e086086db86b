import { isolateQuantities } from "../../../common/bidi";
import { isRightToLeft, type HelperLanguageCode } from "../../../common/languages";
import type { TranslatedRecipe } from "../../../common/translation.schema";
import { helperText } from "../helper-page";

const clean = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** WhatsApp's bold: `*text*`, with no space inside the marks. */
export const bold = (text: string) => `*${text.trim()}*`;

/** What the helper's link adds to the SPEC message (decision 0050), each already in her language. */
export type MessageExtras = {
  /** "Maria, here is a recipe for you.", the first line (decision 0050). */
  greeting?: string;
  /** "Servings: 8", when the owner changed the recipe's servings. */
  servings?: string;
  /** The owner's notes: quick notes and the free note, one per line. */
  notes?: string[];
  /** "Open step by step: https://…/h/…", the last line. */
  link?: string;
};

/**
 * The WhatsApp message of translate-and-send (docs/spec.md §4): the title in bold, the description, the
 * ingredients as "• " bullets and the steps numbered "1. ", each under its heading in the language the
 * text is in (catalog/helper-texts, like every other word she reads), blocks separated by a blank line.
 * Empty parts are left out rather than sent as blanks. In Arabic and Urdu, quantities with fractions are
 * held left to right. With the helper's page (decision 0050) the servings and the owner's notes come before the
 * ingredients, and the link last. Decision 0050: a greeting with her name opens it, and the headings are bold too.
 */
export function recipeMessage(recipe: TranslatedRecipe, language: HelperLanguageCode, extras: MessageExtras = {}): string {
  // In a right-to-left message "2½" must not read "½2".
  const ordered = (lines: string[]) => (isRightToLeft(language) ? lines.map(isolateQuantities) : lines);
  const ingredients = ordered(clean(recipe.ingredients));
  const instructions = ordered(clean(recipe.instructions));
  const blocks = extras.greeting ? [extras.greeting] : [];
  blocks.push(bold(recipe.title));
  if (recipe.description.trim()) blocks.push(recipe.description.trim());
  if (extras.servings) blocks.push(extras.servings);
  const notes = clean(extras.notes ?? []);
  if (notes.length > 0) blocks.push(notes.map((note) => `📝 ${note}`).join("\n"));
  if (ingredients.length > 0) blocks.push([bold(helperText(language, "ingredients")), ...ingredients.map((line) => `• ${line}`)].join("\n"));
  if (instructions.length > 0) {
    blocks.push([bold(helperText(language, "instructions")), ...instructions.map((line, i) => `${i + 1}. ${line}`)].join("\n"));
  }
  if (extras.link) blocks.push(extras.link);
  return blocks.join("\n\n");
}
