import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { translatedLanguageCodes } from "../../../common/languages";
import type { Db } from "../../db/client";
import { catalogDir } from "../../lib/catalog-dir";
import { recall, remember } from "../translation-memory";

const folder = path.join(catalogDir, "shopping-items");
const read = (language: string) => {
  const file = path.join(folder, `${language}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
};

/** The English name of each thing to buy, by key (catalog/shopping-items/en.json): the memory's source text. */
export const englishItemNames: Record<string, string> = read("en");

/**
 * Loads every thing's name in every helper language (catalog/shopping-items/<lang>.json) into the translation
 * memory with origin "bundled", each name a segment of its own keyed by its English name (decision 0070): the
 * list reads them like any line, and never needs a provider for them. Unchanged names are not rewritten.
 */
export async function loadItemNames(db: Db): Promise<number> {
  let written = 0;
  for (const language of translatedLanguageCodes) {
    const names = read(language);
    const entries = Object.entries(englishItemNames).flatMap(([key, english]) => (names[key] ? [{ sourceText: english, translatedText: names[key] }] : []));
    written += await remember(db, entries, language, "bundled");
  }
  return written;
}

/** The names of these keys in `language`, from the memory (English from the catalogue file); a key it lacks is left out. */
export async function itemNamesIn(db: Db, keys: string[], language: string): Promise<Map<string, string>> {
  const english = keys.flatMap((key) => (englishItemNames[key] ? [[key, englishItemNames[key]] as const] : []));
  if (language === "en") return new Map(english);
  const known = await recall(
    db,
    english.map(([, name]) => name),
    language,
  );
  return new Map(english.flatMap(([key, name]) => (known.has(name) ? [[key, known.get(name)!] as const] : [])));
}
