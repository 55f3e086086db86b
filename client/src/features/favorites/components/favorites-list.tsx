import type { ReactNode } from "react";
import { Heart } from "lucide-react";
import { Link } from "react-router";
import type { RecipeCard } from "@common/recipe";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { useFavoriteRecipes } from "../api/get-favorite-recipes";

/** How the favourites are shown: the recipes feature's card grid, which the app layer passes in. */
export type FavoritesView = {
  /** The recipes, as cards (their headings are h2 under the page's h1). */
  recipes: (recipes: RecipeCard[]) => ReactNode;
  /** While they load: skeletons of 4 cards. */
  loading: ReactNode;
};

/** The signed-in user's favourites; skeletons while loading; an error with a retry; an empty state. */
export function FavoritesList({ view }: { view: FavoritesView }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFavoriteRecipes();
  if (isPending) return view.loading;
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
  return view.recipes(data);
}
