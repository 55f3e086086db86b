import { fillText, type HelperPageBase, type HelperRecipeSection } from "../../../common/helper-page";
import { escapeHtml } from "../../lib/html-escape";

type Texts = HelperPageBase["texts"];

/** One of her texts, placeholders filled, escaped for HTML. */
export function text(texts: Texts, key: string, params: Record<string, string | number> = {}): string {
  return escapeHtml(fillText(texts[key] ?? "", params));
}

/**
 * A check-off list that works without JavaScript: real checkboxes inside their labels, so the whole row is
 * the touch target. The page's script keeps each box's state on the phone by its id.
 */
export function checklist(items: { id: string; text: string }[]): string {
  const rows = items.map(
    ({ id, text: line }) =>
      `<li><label class="check"><input type="checkbox" id="${escapeHtml(id)}" autocomplete="off"><span>${escapeHtml(line)}</span></label></li>`,
  );
  return `<ul class="checklist" role="list">${rows.join("")}</ul>`;
}

/** The shopping list's check-off rows: the thing's name, and how much at the row's end. */
export function shoppingChecklist(items: { id: string; name: string; amount: string | null; text: string }[]): string {
  // The box is named by the whole line ("प्याज़ — 6"): the name and the amount are two boxes on screen.
  const rows = items.map(
    ({ id, name, amount, text: line }) =>
      `<li><label class="check"><input type="checkbox" id="${escapeHtml(id)}" aria-label="${escapeHtml(line)}" autocomplete="off"><span class="item"><span>${escapeHtml(name)}</span>${
        amount ? `<span class="amount">${escapeHtml(amount)}</span>` : ""
      }</span></label></li>`,
  );
  return `<ul class="checklist shopping-list" role="list">${rows.join("")}</ul>`;
}

/** The link to her Reply sheet (decision 0084): to the form at the page's end without script; the script opens it over the page. */
export function replyLink(model: HelperPageBase): string {
  return model.reply ? `<a class="btn reply-open" href="#reply">${text(model.texts, "reply")}</a>` : "";
}

/** "From Fatima" (and Reply, when she can answer), then the owner's notes; a note sent untranslated says so. */
export function ownerNote(model: HelperPageBase & { notes: string[]; noteAsWritten: string | null }): string {
  const notes = model.notes.map((note) => `<li>${escapeHtml(note)}</li>`).join("");
  const asWritten = model.noteAsWritten
    ? `<p class="note-raw"><span dir="auto">${escapeHtml(model.noteAsWritten)}</span> <span class="marker">${text(model.texts, "noteAsWritten")}</span></p>`
    : "";
  const from = `<div class="from-row"><p class="from">${text(model.texts, "from", { name: model.ownerName })}</p>${replyLink(model)}</div>`;
  if (!notes && !asWritten) return `<div class="from-line">${from}</div>`;
  return `<section class="card note" aria-label="${text(model.texts, "note")}">${from}${notes && `<ul class="notes">${notes}</ul>`}${asWritten}</section>`;
}

export function partlyEnglishNotice(model: HelperPageBase): string {
  return model.partlyEnglish ? `<p class="notice">${text(model.texts, "partlyEnglish")}</p>` : "";
}

/** Where the script says the page is kept on the phone, or when the copy shown was made (a copy shown offline). */
export const offlineStatus = '<p class="status" id="offline-status" hidden></p>';

const heading = (level: number, content: string, attributes = "") => `<h${level}${attributes}>${content}</h${level}>`;

/**
 * A recipe's picture, servings, ingredients and numbered steps. `level` is its title's heading level;
 * the title itself is left to the caller (an `<h1>` on a recipe link, a `<summary>` on a menu).
 */
export function recipeBody(section: HelperRecipeSection, texts: Texts, level: number): string {
  const id = escapeHtml(section.id);
  const picture = section.imageUrl
    ? `<img class="picture" src="${escapeHtml(section.imageUrl)}" alt="" width="640" height="480" fetchpriority="high">`
    : "";
  const ingredients = checklist(section.ingredients.map((line, index) => ({ id: `${section.id}-i${index}`, text: line })));
  // Each step's tools (timers, read aloud) are added by the script, which alone can run them.
  const steps = section.steps.map((step) => `<li><p>${escapeHtml(step.text)}</p></li>`).join("");
  return [
    picture,
    section.description ? `<p class="description">${escapeHtml(section.description)}</p>` : "",
    `<p class="servings">${text(texts, "servings", { count: section.servings })}</p>`,
    // With the script it opens cook mode; without, it leads to the steps.
    `<a class="btn primary start" href="#cook-${id}">${text(texts, "startCooking")}</a>`,
    `<section class="part" aria-labelledby="${id}-ingredients">`,
    heading(level + 1, text(texts, "ingredients"), ` id="${id}-ingredients"`),
    `<p class="hint">${text(texts, "ingredientsHint")}</p>`,
    ingredients,
    "</section>",
    `<section class="part" aria-labelledby="${id}-steps">`,
    heading(level + 1, text(texts, "instructions"), ` id="${id}-steps"`),
    `<ol class="steps" id="cook-${id}" data-recipe="${id}">${steps}</ol>`,
    "</section>",
  ].join("");
}

export { heading };
