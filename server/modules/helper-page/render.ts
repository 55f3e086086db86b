import type { GoneReason, HelperMenuPage, HelperPageBase, HelperRecipePage } from "../../../common/helper-page";
import { helperText } from "./helper-texts";
import { brandMark, htmlDocument, type DocumentHead, type HelperPageAssets } from "./document";
import { escapeHtml, jsonForHtml } from "../../lib/html-escape";
import { heading, offlineStatus, ownerNote, partlyEnglishNotice, recipeBody, shoppingChecklist, text } from "./sections";
import { replySection } from "./reply-sheet";

const brand = `<header class="brand">${brandMark}<span>Wasfa</span></header>`;
/** The page's header also holds the line that says it is kept on the phone: its room is kept, so nothing moves when it appears. */
const brandWithStatus = `<header class="brand">${brandMark}<span>Wasfa</span>${offlineStatus}</header>`;

function headOf(model: HelperPageBase, title: string, assets: HelperPageAssets): DocumentHead {
  return {
    language: model.language,
    dir: model.dir,
    title,
    preview: { url: model.canonicalUrl, ...model.og },
    styles: [...assets.fontStyles, ...assets.styles],
    scripts: assets.scripts,
  };
}

/** The model, for the page's script: read with JSON.parse, never run (CSP allows no inline script). */
function dataBlock(model: HelperRecipePage | HelperMenuPage, assets: HelperPageAssets): string {
  return `<script type="application/json" id="helper-data" data-service-worker="${escapeHtml(assets.serviceWorker)}">${jsonForHtml(model)}</script>`;
}

/**
 * The page of one recipe link (`/h/{token}`, decision 0050): a whole HTML document in her language. `banner`: HTML
 * over it (the owner's preview of it, decision 0050).
 */
export function renderRecipePage(model: HelperRecipePage, assets: HelperPageAssets, banner = ""): string {
  const { recipe } = model;
  const body = [
    `<main id="main" class="page">`,
    banner,
    brandWithStatus,
    ownerNote(model),
    partlyEnglishNotice(model),
    `<article class="recipe" id="${escapeHtml(recipe.id)}">`,
    heading(1, escapeHtml(recipe.title), ' class="title"'),
    recipeBody(recipe, model.texts, 1),
    "</article>",
    "</main>",
    replySection(model),
    dataBlock(model, assets),
  ].join("");
  return htmlDocument(headOf(model, recipe.title, assets), body);
}

/** The page of a day's or week's menu (decision 0054): the meals, each dish's recipe and cook mode, and the shopping list. */
export function renderMenuPage(model: HelperMenuPage, assets: HelperPageAssets): string {
  const { texts } = model;
  const meals = model.meals.map((meal) => {
    const slots = meal.slots.map((slot) => {
      const dishes = slot.dishes.map(
        (dish) =>
          `<li><a href="#cook-${escapeHtml(dish.recipeId)}">${text(texts, "dishServings", { title: dish.title, count: dish.servings })}</a>${
            dish.cook ? `<span class="dish-cook">🧑‍🍳 <bdi>${escapeHtml(dish.cook)}</bdi></span>` : ""
          }</li>`,
      );
      return `${heading(3, escapeHtml(slot.slot))}<ul class="dishes" role="list">${dishes.join("")}</ul>`;
    });
    return `<section class="card day">${heading(2, escapeHtml(meal.day))}${slots.join("")}</section>`;
  });
  // One recipe opens by itself; several stay folded so the list below is within reach.
  const open = model.recipes.length === 1 ? " open" : "";
  const recipes = model.recipes.map(
    (recipe) =>
      `<details class="recipe card" id="${escapeHtml(recipe.id)}"${open}><summary>${heading(2, escapeHtml(recipe.title))}</summary>${recipeBody(recipe, texts, 2)}</details>`,
  );
  // Each tick is kept by the thing's key, not its place: the same thing stays ticked whatever else the list holds.
  const aisles = model.shopping.map(
    (group) => `${heading(3, escapeHtml(group.aisle))}${shoppingChecklist(group.lines.map((line) => ({ id: `shop-${line.key}`, name: line.name, amount: line.amount, text: line.text })))}`,
  );
  const shopping = model.shopping.length
    ? `<section class="part shopping" aria-labelledby="shopping">${heading(2, text(texts, "shoppingList"), ' id="shopping"')}<p class="hint">${text(texts, "shoppingHint")}</p>${aisles.join("")}</section>`
    : "";
  const body = [
    `<main id="main" class="page">`,
    brandWithStatus,
    heading(1, escapeHtml(model.title), ' class="title"'),
    ownerNote(model),
    partlyEnglishNotice(model),
    meals.join(""),
    recipes.join(""),
    shopping,
    "</main>",
    replySection(model),
    dataBlock(model, assets),
  ].join("");
  return htmlDocument(headOf(model, model.title, assets), body);
}

/** The error pages load no built file: they must show even when the build is missing. */
const errorStyle =
  "body{margin:0;background:#fffbf5;color:#1c1917;font:1.125rem/1.6 system-ui,sans-serif}main{max-width:32rem;margin:0 auto;padding:2rem 1.25rem}" +
  ".brand{display:flex;align-items:center;gap:.5rem;font-weight:700;color:#9a3412;margin-block-end:2rem}h1{font-size:1.5rem;line-height:1.3;margin:0 0 .5rem}p{margin:0 0 1.5rem}" +
  "a{color:#9a3412;font-weight:600}";

/**
 * The page of a link that no longer opens (410), in her language, saying why: the family stopped
 * sharing it, or it expired.
 */
export function renderGonePage({ language, dir, texts }: Pick<HelperPageBase, "language" | "dir" | "texts">, reason: GoneReason = "expired"): string {
  const [title, body] = reason === "stopped" ? (["stoppedTitle", "stoppedBody"] as const) : (["expiredTitle", "expiredBody"] as const);
  const page = `<main>${brand}<h1>${text(texts, title)}</h1><p>${text(texts, body)}</p></main>`;
  return htmlDocument({ language, dir, title: texts[title] ?? "", inlineStyle: errorStyle }, page);
}

/**
 * The answer to her Reply form when it cannot go (decision 0084): why, in her language (`message`, a key of her
 * texts: replies off, something missing, too many), and the way back to her page.
 */
export function renderReplyRefusedPage({ language, dir, texts }: Pick<HelperPageBase, "language" | "dir" | "texts">, message: string, back: string): string {
  const body = `<main>${brand}<h1>${text(texts, message)}</h1><p><a href="${escapeHtml(back)}">${text(texts, "replyBack")}</a></p></main>`;
  return htmlDocument({ language, dir, title: texts[message] ?? "", inlineStyle: errorStyle }, body);
}

/** The page of an unknown link (404): nobody knows her language yet, so it says it in English and Arabic. */
export function renderNotFoundPage(): string {
  const part = (language: "en" | "ar") =>
    `<h1>${escapeHtml(helperText(language, "notFoundTitle"))}</h1><p>${escapeHtml(helperText(language, "notFoundBody"))}</p>`;
  const body = `<main>${brand}${part("en")}<div lang="ar" dir="rtl">${part("ar")}</div></main>`;
  const title = `${helperText("en", "notFoundTitle")} · ${helperText("ar", "notFoundTitle")}`;
  return htmlDocument({ language: "en", dir: "ltr", title, inlineStyle: errorStyle }, body);
}
