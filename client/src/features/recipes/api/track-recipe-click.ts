import { apiRequest } from "@/lib/api-client";

/** POST /api/analytics/recipe-click for a signed-in visitor's click; a failure is ignored (SPEC §8). */
export function trackRecipeClick(recipeId: number) {
  apiRequest<void>("POST", "/api/analytics/recipe-click", { recipeId }).catch(() => undefined);
}
