import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/auth";

/** GET /api/favorites: recipe id → true. */
export type FavoritesMap = Record<string, true>;

export const favoritesQueryKey = ["/api/favorites"];

/** Every favourites query (the map and the lists in each language) starts with this path. */
export const isFavoritesQuery = ({ queryKey: [path] }: { queryKey: readonly unknown[] }) =>
  String(path).startsWith("/api/favorites");

export const invalidateFavorites = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: isFavoritesQuery });

/** The signed-in user's favourites; never asked for a guest (SPEC §7). */
export function useFavorites() {
  const { user } = useCurrentUser();
  return useQuery<FavoritesMap>({ queryKey: favoritesQueryKey, enabled: Boolean(user) });
}
