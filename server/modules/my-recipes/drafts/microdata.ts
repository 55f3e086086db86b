import type { CheerioAPI } from "cheerio";
import type { RecipeNode } from "./schema-nodes";

type Item = Record<string, unknown>;
/** Elements as a selection: cheerio's own type for them lives in a package it does not re-export. */
type Selection = ReturnType<CheerioAPI>;

/**
 * The Recipe items of a page's microdata (`itemscope itemtype="https://schema.org/Recipe"`), each as the
 * node its JSON-LD would be, so one reader serves both: properties by `itemprop`, nested items
 * (HowToStep, HowToSection, ImageObject) as nodes, and every property as a list of its values.
 */
export function recipesInMicrodata($: CheerioAPI): RecipeNode[] {
  return $("[itemscope][itemtype]")
    .filter((_, element) => /(?:^|[\s/#:])Recipe(?:\s|$)/.test($(element).attr("itemtype") ?? ""))
    .filter((_, element) => $(element).parents("[itemscope]").length === 0 || !$(element).is("[itemprop]"))
    .toArray()
    .map((element) => itemOf($, $(element)));
}

function itemOf($: CheerioAPI, scope: Selection, depth = 0): Item {
  const item: Item = { "@type": (scope.attr("itemtype") ?? "").split(/\s+/).filter(Boolean) };
  const element = scope.get(0);
  scope.find("[itemprop]").each((_, property) => {
    const $property = $(property);
    // A property belongs to the nearest item around it; deeper items' properties are theirs.
    if ($property.parent().closest("[itemscope]").get(0) !== element) return;
    const value = $property.is("[itemscope]") && depth < 4 ? itemOf($, $property, depth + 1) : valueOf($property);
    for (const name of ($property.attr("itemprop") ?? "").split(/\s+/).filter(Boolean)) {
      item[name] = [...((item[name] as unknown[] | undefined) ?? []), value];
    }
  });
  return item;
}

/** A property's value by its element, as the microdata specification reads it. */
function valueOf(property: Selection): string {
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
  return property.html() ?? "";
}
