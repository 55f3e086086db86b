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
