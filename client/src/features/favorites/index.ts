/* What other features may use of favourites: the toggle and its queries. The page is routed directly. */
export { FavoriteToggle } from "./components/favorite-toggle";
export { favoritesQueryKey, invalidateFavorites, useFavorites } from "./api/get-favorites";
export { useFavoriteRecipes } from "./api/get-favorite-recipes";
