import { useParams } from "react-router";
import { useTranslation } from "@/i18n/react";
import { useCurrentUser } from "@/features/auth";
import { usePageTitle } from "@/lib/use-page-title";
import { useOnline } from "@/lib/online";
import { OfflineState } from "@/components/offline-state";
import { useRecipe } from "../api/get-recipe";
import { RecipeDetail } from "../components/recipe-detail";
import { RecipeDetailSkeleton } from "../components/recipe-detail-skeleton";
import { RecipeNotFound } from "../components/recipe-not-found";
import { denialOf } from "../lib/recipe-access";
import { useDenialRedirect } from "../lib/use-denial-redirect";

/**
 * docs/spec.md §2 /recipe/:id. Signed out → / with 'Login Required'; a subscription that does not allow
 * details → / with 'Subscription Frozen'; with no network, one not kept on this phone → offline; any other
 * failure → not found, with a back button.
 */
export default function RecipePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { user, isPending: accountPending } = useCurrentUser();
  const online = useOnline();
  // Asked for together with the account (not after it): one round trip less before the recipe shows.
  const recipe = useRecipe(id, { enabled: accountPending || Boolean(user) });
  usePageTitle(recipe.data?.title ?? t("pages.recipe"));

  const denial = !accountPending && !user ? "login" : denialOf(recipe.error);
  useDenialRedirect(denial, { signedIn: Boolean(user) });

  if (denial || accountPending || (recipe.isPending && !recipe.isError)) return <RecipeDetailSkeleton />;
  // Decision 0057: a recipe not kept on this phone, opened with no network, is not "not found".
  if (recipe.isError) return online ? <RecipeNotFound /> : <OfflineState page />;
  return <RecipeDetail recipe={recipe.data} />;
}
