import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { translatedLanguageCodes } from "../../../common/languages";
import type { CatalogRecipe } from "../../../common/recipe";
import type { TranslatedRecipe } from "../../../common/translation.schema";
import type { Db } from "../../db/client";
import { catalogDir } from "../../lib/catalog-dir";
import { readCatalog } from "../recipes";
import { recipeSegments, remember } from "../translation-memory";

/**
 * Loads the catalogue's own translations (catalog/translations/<lang>.json) into the memory with origin
 * "bundled", so every bundled recipe works offline in every language. Unchanged entries are left alone,
 * so a restart writes nothing. Returns how many entries were written.
 */
export async function loadBundledTranslations(db: Db, recipes: CatalogRecipe[] = readCatalog(), dir = path.join(catalogDir, "translations")) {
  let written = 0;
  for (const language of translatedLanguageCodes) {
    const file = path.join(dir, `${language}.json`);
    if (!existsSync(file)) continue;
    const translated = JSON.parse(readFileSync(file, "utf8")) as Record<string, TranslatedRecipe | undefined>;
    const entries = recipes.flatMap((recipe) => {
      const target = translated[recipe.slug];
      if (!target) return [];
      const sources = recipeSegments(recipe);
      const targets = recipeSegments(target);
      // A file out of step with its recipe (lines added or removed) is skipped rather than misaligned.
      if (sources.length !== targets.length) return [];
      return sources.map((sourceText, i) => ({ sourceText, translatedText: targets[i]! }));
    });
    const unique = [...new Map(entries.map((entry) => [entry.sourceText, entry])).values()];
    written += await remember(db, unique, language, "bundled");
  }
  return written;
}
