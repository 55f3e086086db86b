import type { CheerioAPI } from "cheerio";
import { parseJsonLd } from "./json-repair";
import { isNode, isRecipe, listOf, type RecipeNode } from "./schema-nodes";
import { normalisedJson } from "./schema-keys";

export type JsonLdRecipes = {
  recipes: RecipeNode[];
  /** Nodes by "@id", for values given as references ({"@id": "…#primaryimage"}). */
  byId: Map<string, Record<string, unknown>>;
};

/**
 * The Recipe nodes of a page's JSON-LD blocks: a single object, an array, a "@graph" (WordPress/Yoast) or
 * a recipe nested in another node ("mainEntity"). Blocks are repaired as browsers tolerate them, and read
 * with property names in any case and numbered objects as lists (json-repair.ts, schema-keys.ts).
 */
export function recipesInJsonLd($: CheerioAPI): JsonLdRecipes {
  const found: JsonLdRecipes = { recipes: [], byId: new Map() };
  $('script[type="application/ld+json" i]').each((_, script) => {
    const data = parseJsonLd($(script).text());
    if (data !== undefined) collect(normalisedJson(data), found, 0);
  });
  return found;
}

function collect(value: unknown, found: JsonLdRecipes, depth: number) {
  if (depth > 6) return;
  for (const item of listOf(value).flat(3)) {
    if (!isNode(item)) continue;
    if (typeof item["@id"] === "string" && Object.keys(item).length > 1) found.byId.set(item["@id"], item);
    for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "hasPart", "itemListElement", "item", "about"]) {
      if (key in item) collect(item[key], found, depth + 1);
    }
    if (isRecipe(item)) found.recipes.push(item);
  }
}
