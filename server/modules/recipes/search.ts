import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { cuisineKeyOf } from "../../../common/cuisines";
import type { RecipeSearchResult, RecipeSort } from "../../../common/recipe";
import type { Db } from "../../db/client";
import { recipes, translations } from "../../db/schema";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "../../lib/http-error";
import { inCatalog } from "./queries";
import { cardColumns, toCard } from "./cards";

/** docs/spec.md §5: Easy < Medium < Hard; an unknown difficulty sorts last (docs/design.md §8). */
const difficultyRank = sql`(case ${recipes.difficulty} when 'Easy' then 1 when 'Medium' then 2 when 'Hard' then 3 else 4 end)`;
const totalTime = sql`(${recipes.prepTime} + ${recipes.cookTime})`;

/** Each sort: its key, the key's SQL type (for the cursor) and its direction; ties go by id. */
const sorts: Record<RecipeSort, { key: SQL; type: "int" | "timestamptz"; direction: "asc" | "desc" }> = {
  easiest: { key: difficultyRank, type: "int", direction: "asc" },
  quickest: { key: totalTime, type: "int", direction: "asc" },
  newest: { key: sql`${recipes.createdAt}`, type: "timestamptz", direction: "desc" },
};

export type SearchFilters = {
  q?: string;
  /** Also match the title and description as translated into this language (SPEC: Arabic search). */
  lang?: string;
  cuisine?: string;
  category?: string;
  quick?: boolean;
  /** The signed-in member's household: its own recipes are found too, marked "Mine" (decisions 0051, 0080). */
  householdId?: number;
};

/** The memory's key for a column's text, computed in the database (same as sha256 hex in Node). */
const sourceHashOf = (column: AnyPgColumn) => sql`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of docs/spec.md §5, for the catalogue's visible recipes and the asking household's own. */
export function searchConditions(filters: SearchFilters): SQL[] {
  const catalogue = and(inCatalog, eq(recipes.hidden, false))!;
  const conditions: SQL[] = [filters.householdId === undefined ? catalogue : or(catalogue, eq(recipes.householdId, filters.householdId))!];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    const translated =
      filters.lang && filters.lang !== "en"
        ? sql` or exists (select 1 from ${translations} where ${translations.targetLanguage} = ${filters.lang}
            and ${translations.sourceHash} in (${sourceHashOf(recipes.title)}, ${sourceHashOf(recipes.description)})
            and ${translations.translatedText} ilike ${pattern})`
        : sql``;
    // search_text is title, description and cuisine lower-cased by the database; the pattern is lowered the same way.
    conditions.push(sql`(${recipes.searchText} like lower(${pattern})${translated})`);
  }
  if (filters.cuisine && cuisineKeyOf(filters.cuisine) !== "all") {
    conditions.push(eq(recipes.cuisineKey, cuisineKeyOf(filters.cuisine)));
  }
  if (filters.category) conditions.push(eq(recipes.category, filters.category));
  if (filters.quick) conditions.push(eq(recipes.quick, true));
  return conditions;
}

type Cursor = [key: string, id: number];

function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(value) && typeof value[0] === "string" && Number.isInteger(value[1])) return value as Cursor;
  } catch {
    // Falls through to the error below.
  }
  throw badRequest("invalidInput", { cursor: ["invalidInput"] });
}

/**
 * One page of search results and the total, computed in the database. Paging is by keyset
 * (sort key, id), so a page never repeats or skips a recipe when others share a sort key.
 */
export async function searchRecipes(
  db: Db,
  filters: SearchFilters & { sort: RecipeSort; limit: number; cursor?: string },
): Promise<RecipeSearchResult> {
  const sort = sorts[filters.sort];
  const conditions = searchConditions(filters);
  const where = and(...conditions);
  const pageConditions = [...conditions];
  if (filters.cursor) {
    const [key, id] = decodeCursor(filters.cursor);
    const after = sql`(${sort.key}, ${recipes.id}) ${sql.raw(sort.direction === "asc" ? ">" : "<")} (cast(${key} as ${sql.raw(sort.type)}), ${id})`;
    pageConditions.push(after);
  }
  const order = sort.direction === "asc" ? [asc(sort.key), asc(recipes.id)] : [desc(sort.key), desc(recipes.id)];

  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...cardColumns, sortKey: sql<string>`cast(${sort.key} as text)` })
      .from(recipes)
      .where(and(...pageConditions))
      .orderBy(...order)
      .limit(filters.limit + 1),
    db.select({ total: sql<number>`cast(count(*) as int)` }).from(recipes).where(where),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCard),
    total: counted?.total ?? 0,
    nextCursor: rows.length > filters.limit && last ? encodeCursor([last.sortKey, last.id]) : null,
  };
}
