import { and, eq, isNull, or, sql } from "drizzle-orm";
import { parserVersion } from "../../../common/kitchen/parse-ingredient-line";
import { storedIngredients } from "../../../common/kitchen/stored-ingredients";
import type { Db } from "../../db/client";
import { recipes } from "../../db/schema";

/** A row whose lines were never parsed (before migration 0010), or parsed by an older parser. */
const stale = or(isNull(recipes.parsedIngredients), sql`(${recipes.parsedIngredients}->>'version')::int is distinct from ${parserVersion}`);

/**
 * Parses the ingredient lines of recipes stored before the shopping list kept them parsed (decision 0069), and of
 * those an older parser read: SQL cannot parse, so this runs at start-up, in TypeScript, batch by batch. A
 * database that has them all costs one query; running it again changes nothing. A row written meanwhile
 * (an admin's edit) has a current parse and is left alone.
 */
export async function fillParsedIngredients(db: Db, batch = 200): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients, sourceLanguage: recipes.sourceLanguage })
      .from(recipes)
      .where(stale)
      .limit(batch);
    if (rows.length === 0) return filled;
    for (const row of rows) {
      await db
        .update(recipes)
        .set({ parsedIngredients: storedIngredients(row.ingredients, row.sourceLanguage) })
        .where(and(eq(recipes.id, row.id), stale));
    }
    filled += rows.length;
  }
}
