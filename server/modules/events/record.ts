import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";

export type EventType = "login" | "recipe_click" | "translation_share" | "share";

/** Usage events feed the admin statistics; a failure to record one never fails the user's request. */
export async function recordEvent(
  db: Db,
  event: { type: EventType; userId?: number | null; recipeId?: number | null; platform?: string; language?: string },
  log?: { warn: (obj: object, msg: string) => void },
) {
  try {
    await db.insert(events).values(event);
  } catch (error) {
    log?.warn({ err: error, event: event.type }, "could not record event");
  }
}

/**
 * A recipe click counts once per owner, recipe and hour (decision 0002): one owner tapping a card again
 * and again must not make it the most popular recipe. Returns whether this click counted.
 */
export async function recordRecipeClick(db: Db, userId: number, recipeId: number, log?: { warn: (obj: object, msg: string) => void }) {
  try {
    const inserted = await db.execute(sql`
      insert into events (type, user_id, recipe_id)
      select 'recipe_click', ${userId}, ${recipeId}
      where not exists (
        select 1 from events
        where type = 'recipe_click' and user_id = ${userId} and recipe_id = ${recipeId} and created_at > now() - interval '1 hour'
      )
      returning id`);
    return ((inserted as { rows?: unknown[] }).rows ?? (inserted as unknown[])).length > 0;
  } catch (error) {
    log?.warn({ err: error, event: "recipe_click" }, "could not record event");
    return false;
  }
}
