import * as endpoints from "@common/api/endpoints";
import type { HelperLanguageCode } from "@common/languages";
import { apiRequest } from "@/lib/api-request";

/**
 * POST /api/translate/recipe: the recipe in the helper's language (each call counts as one share).
 * 403 SUBSCRIPTION_REQUIRED, 503 TRANSLATION_UNAVAILABLE, 401 when the session has ended.
 */
export const translateRecipe = (recipeId: number, targetLanguage: HelperLanguageCode) =>
  apiRequest(endpoints.translateRecipe, { body: { recipeId, targetLanguage } }).then((answer) => answer.translatedRecipe);
