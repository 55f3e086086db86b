import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { translations } from "../../db/schema";
import { sha256 } from "../../lib/tokens";

export type Origin = "bundled" | "edited" | (string & {});

/** Known translations of the given texts into one language, by source text. One query for any number. */
export async function recall(db: Db, texts: string[], language: string): Promise<Map<string, string>> {
  const unique = [...new Set(texts)];
  if (unique.length === 0) return new Map();
  const byHash = new Map(unique.map((text) => [sha256(text), text]));
  const rows = await db
    .select({ sourceHash: translations.sourceHash, translatedText: translations.translatedText })
    .from(translations)
    .where(and(eq(translations.targetLanguage, language), inArray(translations.sourceHash, [...byHash.keys()])));
  return new Map(rows.map((row) => [byHash.get(row.sourceHash)!, row.translatedText]));
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
