import { sql } from "drizzle-orm";
import type { HelperLanguageCode } from "../../../common/languages";
import type { Db } from "../../db/client";
import { shares } from "../../db/schema";
import { quickNotes, type QuickNote } from "../helper-page";

/**
 * The quick notes in `language`, the ones this household has sent most first (the page shows the first six
 * and keeps the rest behind "More notes", so the ingredients stay near). Notes used as often, or never, keep the
 * catalogue's order, which is the one a new household sees. Counted over its own links only (an index reads them).
 */
export async function quickNotesByUse(db: Db, householdId: number, language: HelperLanguageCode): Promise<QuickNote[]> {
  const result = await db.execute(sql`
    select chosen.id, count(*)::int as uses from ${shares}, unnest(${shares.quickNotes}) as chosen(id)
    where ${shares.householdId} = ${householdId} group by chosen.id`);
  const rows = (result as unknown as { rows: { id: string; uses: number }[] }).rows;
  const uses = new Map(rows.map((row) => [row.id, row.uses]));
  // Array.prototype.sort is stable: equal counts keep the catalogue's order.
  return [...quickNotes(language)].sort((a, b) => (uses.get(b.id) ?? 0) - (uses.get(a.id) ?? 0));
}
