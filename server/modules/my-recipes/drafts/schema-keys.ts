/** The schema.org property names the reader looks for, by their lower-case form. */
const canonicalKeys = new Map(
  [
    "@context", "@type", "@id", "@graph", "@value", "name", "headline", "description", "image", "url", "contentUrl", "thumbnailUrl",
    "recipeIngredient", "ingredients", "ingredient", "recipeInstructions", "instructions", "itemListElement", "item", "text", "step",
    "steps", "recipeYield", "yield", "prepTime", "cookTime", "totalTime", "performTime", "recipeCategory", "recipeCuisine",
    "inLanguage", "mainEntity", "mainEntityOfPage", "hasPart", "about", "amount", "value",
  ].map((key) => [key.toLowerCase(), key]),
);

/** Bounds the walk: a hostile page's JSON may be megabytes deep or wide. */
const maxDepth = 24;
const maxNodes = 200_000;

/**
 * A parsed JSON-LD value as the reader expects it (decision 0067): property names in schema.org's own case
 * ("ItemListElement", "RecipeIngredient" → "itemListElement", "recipeIngredient") and objects whose keys are
 * all numbers ({"0": …, "1": …}, as some plugins write "@graph") as arrays in key order. Past the bounds,
 * what is left is dropped.
 */
export function normalisedJson(value: unknown): unknown {
  let budget = maxNodes;
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item !== "object" || item === null) return item;
    if (depth > maxDepth || --budget < 0) return undefined;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    const entries = Object.entries(item);
    if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => walk(entry, depth + 1));
    }
    const node: Record<string, unknown> = {};
    for (const [key, entry] of entries) {
      const name = canonicalKeys.get(key.toLowerCase()) ?? key;
      // The exact name wins over a differently cased copy of it.
      if (name in node && name !== key) continue;
      node[name] = walk(entry, depth + 1);
    }
    return node;
  };
  return walk(value, 0);
}
