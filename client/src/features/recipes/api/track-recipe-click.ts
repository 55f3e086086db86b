import * as endpoints from "@common/api/endpoints";
import { apiRequest } from "@/lib/api-request";

/** POST /api/analytics/recipe-click for a signed-in visitor's click; a failure is ignored (docs/spec.md §8). */
export function trackRecipeClick(recipeId: number) {
  apiRequest(endpoints.trackRecipeClick, { body: { recipeId } }).catch(() => undefined);
}
