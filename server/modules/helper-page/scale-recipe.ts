import { scaleIngredient, scaleTranslation } from "../../../common/kitchen/scale";
import type { TranslatedRecipe } from "../../../common/translation.schema";

/**
 * A translated recipe at other servings (decision 0050): each ingredient line's amounts scaled in the English
 * and written into the translation (the number guard makes them correspond). A translated line whose
 * numbers cannot be matched gives way to the scaled English line, so an amount is never wrong.
 * Returns the lines and whether any fell back to English.
 */
export function scaleTranslatedRecipe(english: TranslatedRecipe, translated: TranslatedRecipe, factor: number, language: string) {
  if (factor === 1) return { recipe: translated, fellBack: false };
  let fellBack = false;
  const ingredients = english.ingredients.map((line, i) => {
    const scaled = scaleTranslation(line, translated.ingredients[i] ?? line, factor, { language });
    if (scaled !== undefined) return scaled;
    fellBack = true;
    return scaleIngredient(line, factor);
  });
  return { recipe: { ...translated, ingredients }, fellBack };
}
