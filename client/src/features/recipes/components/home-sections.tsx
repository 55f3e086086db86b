import { useTranslation } from "@/i18n/react";
import { usePopularRecipes } from "../api/get-popular-recipes";
import { useQuickRecipes } from "../api/get-quick-recipes";
import { RecipeSection } from "./recipe-section";

/** docs/spec.md §2: 'Popular Recipes' (See All → /browse) and 'Quick & Easy' (See All → /browse?quick=true). */
export function HomeSections() {
  const { t } = useTranslation();
  const popular = usePopularRecipes();
  const quick = useQuickRecipes();
  return (
    <>
      <RecipeSection title={t("recipes.sections.popular")} seeAllTo="/browse" query={popular} />
      <RecipeSection title={t("recipes.sections.quick")} seeAllTo="/browse?quick=true" query={quick} eagerFirstRow={false} />
    </>
  );
}
