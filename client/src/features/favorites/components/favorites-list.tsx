import { Heart } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { RecipeGrid, RecipeGridSkeleton } from "@/features/recipes";
import { useFavoriteRecipes } from "../api/get-favorite-recipes";

/** The signed-in user's favourites as cards; 4 skeletons while loading; an empty state. */
export function FavoritesList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFavoriteRecipes();
  if (isPending) return <RecipeGridSkeleton count={4} />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center">
        <p className="text-muted">{t("favorites.page.error")}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("favorites.page.retry")}
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white p-10 text-center">
        <Heart className="size-10 text-brand-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-ink">{t("favorites.page.emptyTitle")}</p>
        <p className="text-muted">{t("favorites.page.emptyText")}</p>
        <Button asChild variant="outline">
          <Link to="/browse">{t("favorites.page.browse")}</Link>
        </Button>
      </div>
    );
  }
  return <RecipeGrid recipes={data} headingLevel={2} />;
}
