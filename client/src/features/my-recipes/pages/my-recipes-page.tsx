import { useTranslation } from "@/i18n/react";
import { SignedInOnly } from "@/features/auth/on-demand";
import { usePageTitle } from "@/lib/use-page-title";
import { MyRecipesList } from "../components/my-recipes-list";

/** Issue 18 /my-recipes: the owner's own recipes, private to them; guests are asked to log in. */
export default function MyRecipesPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.myRecipes"));
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t("pages.myRecipes")}</h1>
        <p className="mt-1 text-muted">{t("my-recipes.page.text")}</p>
      </div>
      <SignedInOnly promptClassName="py-6">{() => <MyRecipesList />}</SignedInOnly>
    </div>
  );
}
