import type { HelperLanguageCode } from "@common/languages";
import type { TranslatedRecipe } from "@common/translation";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/translate/recipe: the recipe in the helper's language (each call counts as one share).
 * 403 SUBSCRIPTION_REQUIRED, 503 TRANSLATION_UNAVAILABLE, 401 when the session has ended.
 */
export const translateRecipe = (recipeId: number, targetLanguage: HelperLanguageCode) =>
  apiRequest<{ translatedRecipe: TranslatedRecipe }>("POST", "/api/translate/recipe", { recipeId, targetLanguage }).then(
    (answer) => answer.translatedRecipe,
  );
