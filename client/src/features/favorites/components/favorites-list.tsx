import type { ReactNode } from "react";
import { Heart } from "lucide-react";
import { Link } from "react-router";
import type { RecipeCard } from "@common/recipe";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { EmptyState, QueryStates } from "@/components/ui/query-states";
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
  return (
    <QueryStates
      query={useFavoriteRecipes()}
      loading={view.loading}
      failed={t("favorites.page.error")}
      empty={
        <EmptyState icon={Heart} title={t("favorites.page.emptyTitle")} text={t("favorites.page.emptyText")}>
          <Button asChild variant="outline">
            <Link to="/browse">{t("favorites.page.browse")}</Link>
          </Button>
        </EmptyState>
      }
    >
      {view.recipes}
    </QueryStates>
  );
}
