import { useQuery } from "@tanstack/react-query";
import type { RecipeCard } from "@common/recipe";
import { useTranslation } from "@/i18n/react";

/** GET /api/favorites/recipes: the cards, newest favourite first, titles in the interface language. */
export function useFavoriteRecipes() {
  const { i18n } = useTranslation();
  const lang = i18n.language === "ar" ? "?lang=ar" : "";
  return useQuery<RecipeCard[]>({ queryKey: [`/api/favorites/recipes${lang}`] });
}
