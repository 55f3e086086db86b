import { cuisineByKey, difficulties, recipeCategories } from "@common/cuisines";
import { helperLanguages } from "@common/languages";
import { useAdminTranslation } from "./texts";

/** Cuisines, categories, difficulties and helper languages named in the interface language. */
export function useLabels() {
  const { t, i18n } = useAdminTranslation();
  const arabic = i18n.language === "ar";
  return {
    /** A cuisine label or key; none (a deleted recipe) is "Unknown Cuisine". */
    cuisine: (value: string | null) => {
      if (!value) return t("stats.unknownCuisine");
      const cuisine = cuisineByKey(value);
      return cuisine ? t(`cuisines.${cuisine.key}`) : value;
    },
    category: (value: string) => ((recipeCategories as readonly string[]).includes(value) ? t(`categories.${value}`) : value),
    difficulty: (value: string) => ((difficulties as readonly string[]).includes(value) ? t(`difficulties.${value}`) : value),
    /** A helper language code; none chosen is "Not Selected". */
    language: (code: string | null) => {
      if (!code) return t("stats.notSelected");
      const language = helperLanguages.find((l) => l.code === code);
      return language ? (arabic ? language.ar : language.en) : code;
    },
  };
}
