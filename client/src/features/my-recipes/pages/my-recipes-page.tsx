import { useTranslation } from "@/i18n/react";
import { SignedInOnly } from "@/features/auth/on-demand";
import { WidePage } from "@/components/wide-page";
import { MyRecipesList } from "../components/my-recipes-list";

/** /my-recipes (decision 0051): the owner's own recipes, private to them; guests are asked to log in. */
export default function MyRecipesPage() {
  const { t } = useTranslation();
  return (
    <WidePage title={t("pages.myRecipes")} intro={t("my-recipes.page.text")}>
      <SignedInOnly promptClassName="py-6">{() => <MyRecipesList />}</SignedInOnly>
    </WidePage>
  );
}
