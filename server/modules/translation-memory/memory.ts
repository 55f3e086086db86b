import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { retarget, templateOf } from "../../../common/kitchen/templates";
import type { Db } from "../../db/client";
import { translations } from "../../db/schema";
import { sha256 } from "../../lib/tokens";

export type Origin = "bundled" | "edited" | (string & {});

/** The hash of a line with its numbers taken out: lines that differ only in their numbers share it. */
export const templateHashOf = (text: string) => sha256(templateOf(text).key);

/** A reviewed line is the best model for another, then a bundled one, then a machine's. */
const originRank = (origin: string) => (origin === "edited" ? 0 : origin === "bundled" ? 1 : 2);

/** A remembered line: its translation, and where it came from (the line itself, or one like it). */
export type Recalled = { text: string; origin: Origin; fromTemplate: boolean };

/**
 * Known translations of the given texts into one language, by source text: exact entries first (one
 * query), then, for a line the memory has only with other numbers ("3 tbsp olive oil" for "2 tbsp…"),
 * that translation with the new numbers put in (a second query, by number-free template; decision 0047).
 */
export async function recall(db: Db, texts: string[], language: string): Promise<Map<string, string>> {
  const found = await recallWithOrigin(db, texts, language);
  return new Map([...found].map(([source, recalled]) => [source, recalled.text]));
}

/** recall, also saying where each translation came from (coverage and the editor show it). */
export async function recallWithOrigin(db: Db, texts: string[], language: string): Promise<Map<string, Recalled>> {
  const unique = [...new Set(texts)];
  if (unique.length === 0) return new Map();
  const byHash = new Map(unique.map((text) => [sha256(text), text]));
  const rows = await db
    .select({ sourceHash: translations.sourceHash, translatedText: translations.translatedText, origin: translations.origin })
    .from(translations)
    .where(and(eq(translations.targetLanguage, language), inArray(translations.sourceHash, [...byHash.keys()])));
  const known = new Map<string, Recalled>(rows.map((row) => [byHash.get(row.sourceHash)!, { text: row.translatedText, origin: row.origin, fromTemplate: false }]));
  const missing = unique.filter((text) => !known.has(text) && templateOf(text).numbers.length > 0);
  for (const [text, recalled] of await recallByTemplate(db, missing, language)) known.set(text, recalled);
  return known;
}

/** Translations made from a known line with the same template, for texts the memory lacks. */
async function recallByTemplate(db: Db, texts: string[], language: string): Promise<Map<string, Recalled>> {
  const found = new Map<string, Recalled>();
  if (texts.length === 0) return found;
  const byTemplate = new Map<string, string[]>();
  for (const text of texts) {
    const hash = templateHashOf(text);
    byTemplate.set(hash, [...(byTemplate.get(hash) ?? []), text]);
  }
  const candidates = await db
    .select({ templateHash: translations.templateHash, sourceText: translations.sourceText, translatedText: translations.translatedText, origin: translations.origin })
    .from(translations)
    .where(and(eq(translations.targetLanguage, language), inArray(translations.templateHash, [...byTemplate.keys()])));
  candidates.sort((a, b) => originRank(a.origin) - originRank(b.origin));
  for (const candidate of candidates) {
    for (const text of byTemplate.get(candidate.templateHash!) ?? []) {
      if (found.has(text)) continue;
      const translated = retarget({ source: candidate.sourceText, translated: candidate.translatedText }, text, { language });
      if (translated) found.set(text, { text: translated, origin: candidate.origin, fromTemplate: true });
    }
  }
  return found;
}

/**
 * Stores translations. A bundled or edited entry is never overwritten by a provider's;
 * otherwise the newest wins. Unchanged entries are not rewritten.
 */
export async function remember(
  db: Db,
  entries: { sourceText: string; translatedText: string }[],
  language: string,
  origin: Origin,
) {
  if (entries.length === 0) return 0;
  const curated = origin === "bundled" || origin === "edited";
  const rows = await db
    .insert(translations)
    .values(
      entries.map((entry) => ({
        sourceHash: sha256(entry.sourceText),
        targetLanguage: language,
        sourceText: entry.sourceText,
        translatedText: entry.translatedText,
        origin,
        templateHash: templateHashOf(entry.sourceText),
      })),
    )
    .onConflictDoUpdate({
      target: [translations.sourceHash, translations.targetLanguage],
      set: { translatedText: sql`excluded.translated_text`, origin: sql`excluded.origin`, updatedAt: sql`now()` },
      setWhere: curated
        ? sql`${translations.translatedText} is distinct from excluded.translated_text or ${translations.origin} is distinct from excluded.origin`
        : sql`${translations.origin} not in ('bundled', 'edited') and ${translations.translatedText} is distinct from excluded.translated_text`,
    })
    .returning({ sourceHash: translations.sourceHash });
  return rows.length;
}

/**
 * Gives entries stored before templates existed their template hash (migration 0006 cannot compute it
 * in SQL). Runs at start-up; a database that has them all costs one query.
 */
export async function fillTemplateHashes(db: Db, batch = 2000): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ sourceHash: translations.sourceHash, sourceText: translations.sourceText })
      .from(translations)
      .where(isNull(translations.templateHash))
      .limit(batch);
    if (rows.length === 0) return filled;
    const unique = [...new Map(rows.map((row) => [row.sourceHash, row.sourceText])).entries()];
    const values = sql.join(
      unique.map(([hash, text]) => sql`(${hash}, ${templateHashOf(text)})`),
      sql`, `,
    );
    await db.execute(sql`
      update translations set template_hash = v.template_hash
      from (values ${values}) as v(source_hash, template_hash)
      where translations.source_hash = v.source_hash and translations.template_hash is null`);
    filled += rows.length;
  }
}
