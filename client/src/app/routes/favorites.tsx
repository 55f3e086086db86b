import { FavoritesPage } from "@/features/favorites/pages/favorites-page";
import { RecipeGrid, RecipeGridSkeleton } from "@/features/recipes";

/*
 * /favorites, composed here because it joins two features: the favourites page and the recipes
 * feature's card grid (whose cards carry the favourites heart, so neither feature imports the other
 * back; decision 0056).
 */
const view = {
  recipes: (recipes: Parameters<typeof RecipeGrid>[0]["recipes"]) => <RecipeGrid recipes={recipes} headingLevel={2} />,
  loading: <RecipeGridSkeleton count={4} />,
};

export default function FavoritesRoute() {
  return <FavoritesPage view={view} />;
}
