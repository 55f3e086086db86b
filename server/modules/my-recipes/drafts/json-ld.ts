import type { CheerioAPI } from "cheerio";
import { isNode, isRecipe, listOf, type RecipeNode } from "./schema-nodes";

export type JsonLdRecipes = {
  recipes: RecipeNode[];
  /** Nodes by "@id", for values given as references ({"@id": "…#primaryimage"}). */
  byId: Map<string, Record<string, unknown>>;
};

/**
 * The Recipe nodes of a page's JSON-LD blocks: a single object, an array, a "@graph" (WordPress/Yoast) or
 * a recipe nested in another node ("mainEntity"). A block that is not valid JSON is skipped.
 */
export function recipesInJsonLd($: CheerioAPI): JsonLdRecipes {
  const found: JsonLdRecipes = { recipes: [], byId: new Map() };
  $('script[type="application/ld+json" i]').each((_, script) => {
    let data: unknown;
    try {
      // Some sites wrap the JSON in an HTML comment or CDATA, or leave raw line breaks inside strings.
      data = JSON.parse(
        $(script)
          .text()
          .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)|(?:-->|\/\/\s*\]\]>)\s*$/g, "")
          .replace(/[\r\n\t]+/g, " "),
      );
    } catch {
      return;
    }
    collect(data, found, 0);
  });
  return found;
}

function collect(value: unknown, found: JsonLdRecipes, depth: number) {
  if (depth > 6) return;
  for (const item of listOf(value)) {
    if (!isNode(item)) continue;
    if (typeof item["@id"] === "string" && Object.keys(item).length > 1) found.byId.set(item["@id"], item);
    for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "hasPart", "itemListElement", "item"]) {
      if (key in item) collect(item[key], found, depth + 1);
    }
    if (isRecipe(item)) found.recipes.push(item);
  }
}
