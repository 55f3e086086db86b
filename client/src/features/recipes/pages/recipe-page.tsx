import { useParams } from "react-router";
import { useTranslation } from "@/i18n/react";
import { useCurrentUser } from "@/features/auth";
import { usePageTitle } from "@/lib/use-page-title";
import { useRecipe } from "../api/get-recipe";
import { RecipeDetail } from "../components/recipe-detail";
import { RecipeDetailSkeleton } from "../components/recipe-detail-skeleton";
import { RecipeNotFound } from "../components/recipe-not-found";
import { denialOf } from "../lib/recipe-access";
import { useDenialRedirect } from "../lib/use-denial-redirect";

/**
 * SPEC §2 /recipe/:id. Signed out → / with 'Login Required'; a subscription that does not allow
 * details → / with 'Subscription Frozen'; any other failure → not found, with a back button.
 */
export default function RecipePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { user, isPending: accountPending } = useCurrentUser();
  // Asked for together with the account (not after it): one round trip less before the recipe shows.
  const recipe = useRecipe(id, { enabled: accountPending || Boolean(user) });
  usePageTitle(recipe.data?.title ?? t("pages.recipe"));

  const denial = !accountPending && !user ? "login" : denialOf(recipe.error);
  useDenialRedirect(denial, { signedIn: Boolean(user) });

  if (denial || accountPending || (recipe.isPending && !recipe.isError)) return <RecipeDetailSkeleton />;
  if (recipe.isError) return <RecipeNotFound />;
  return <RecipeDetail recipe={recipe.data} />;
}
