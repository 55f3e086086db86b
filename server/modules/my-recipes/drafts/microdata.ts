import type { CheerioAPI } from "cheerio";
import type { RecipeNode } from "./schema-nodes";
import { spacedText } from "./spaced-text";

type Item = Record<string, unknown>;
/** Elements as a selection: cheerio's own type for them lives in a package it does not re-export. */
type Selection = ReturnType<CheerioAPI>;

/** The Recipe properties a page may leave outside its Recipe element, which still belong to it. */
const recipeProperties = new Set([
  "recipeIngredient", "ingredients", "ingredient", "recipeInstructions", "instructions", "recipeYield", "prepTime", "cookTime", "totalTime",
]);

/**
 * The Recipe items of a page's microdata (`itemscope itemtype="https://schema.org/Recipe"`, or the older
 * data-vocabulary.org Recipe), each as the node its JSON-LD would be, so one reader serves both: properties
 * by `itemprop` (and `itemref`), nested items (HowToStep, HowToSection, ImageObject, Ingredient) as nodes,
 * and every property as a list of its values. With one Recipe on the page, the recipe properties written
 * outside every item (a theme that closes the Recipe element before the lists) are its own.
 */
export function recipesInMicrodata($: CheerioAPI): RecipeNode[] {
  const scopes = $("[itemscope][itemtype]")
    .filter((_, element) => /(?:^|[\s/#:])Recipe(?:\s|$)/.test($(element).attr("itemtype") ?? ""))
    .filter((_, element) => $(element).parents("[itemscope]").length === 0 || !$(element).is("[itemprop]"))
    .toArray();
  const read = new Set<unknown>();
  const items = scopes.map((element) => itemOf($, $(element), 0, read));
  if (items.length === 1) {
    $("[itemprop]").each((_, property) => {
      const $property = $(property);
      if (read.has(property)) return;
      if ($property.closest("[itemscope]").length > 0 && !($property.is("[itemscope]") && $property.parents("[itemscope]").length === 0)) return;
      addProperty($, items[0]!, $property, 0, recipeProperties);
    });
  }
  return items;
}

/** `read` collects the property elements taken, so none is read twice (by itemref, then as left outside). */
function itemOf($: CheerioAPI, scope: Selection, depth = 0, read = new Set<unknown>()): Item {
  const item: Item = { "@type": (scope.attr("itemtype") ?? "").split(/\s+/).filter(Boolean) };
  const element = scope.get(0);
  const owned = (property: Selection) => property.parent().closest("[itemscope]").get(0) === element;
  scope.find("[itemprop]").each((_, property) => {
    // A property belongs to the nearest item around it; deeper items' properties are theirs.
    if (owned($(property))) addProperty($, item, $(property), depth);
  });
  // itemref names elements elsewhere on the page whose properties are the item's too.
  for (const id of (scope.attr("itemref") ?? "").split(/\s+/).filter(Boolean).slice(0, 20)) {
    const referenced = $(`[id="${id.replace(/["\\]/g, "")}"]`).first();
    if (referenced.length === 0 || referenced.closest("[itemscope]").get(0) === element) continue;
    const properties = referenced.is("[itemprop]") ? referenced : referenced.find("[itemprop]");
    properties.each((_, property) => {
      const $property = $(property);
      if ($property.is(referenced) || $property.parent().closest("[itemscope]").get(0) === referenced.closest("[itemscope]").get(0)) {
        read.add(property);
        addProperty($, item, $property, depth);
      }
    });
  }
  return item;
}

function addProperty($: CheerioAPI, item: Item, property: Selection, depth: number, only?: Set<string>) {
  const names = (property.attr("itemprop") ?? "").split(/\s+/).filter((name) => name && (!only || only.has(name)));
  if (names.length === 0) return;
  const value = property.is("[itemscope]") ? (depth < 4 ? itemOf($, property, depth + 1) : undefined) : valueOf($, property);
  if (value === undefined) return;
  for (const name of names) item[name] = [...((item[name] as unknown[] | undefined) ?? []), value];
}

/** A property's value by its element, as the microdata specification reads it; text as it reads on screen. */
function valueOf($: CheerioAPI, property: Selection): string {
  const tag = property.prop("tagName")?.toLowerCase();
  const attribute = (name: string) => property.attr(name) ?? "";
  if (property.is("[content]")) return attribute("content");
  if (tag === "img" || tag === "audio" || tag === "video" || tag === "source" || tag === "iframe" || tag === "embed") {
    return attribute("src");
  }
  if (tag === "a" || tag === "link" || tag === "area") return attribute("href");
  if (tag === "object") return attribute("data");
  if (tag === "time") return property.attr("datetime") ?? property.text();
  if (tag === "data" || tag === "meter") return attribute("value");
  // Lines as <br>s, so the reader splits a list written in one element as it splits HTML.
  return escapeText(spacedText($, property.get(0))).replace(/\n/g, "<br>");
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
