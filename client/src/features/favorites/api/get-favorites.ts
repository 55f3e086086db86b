import { useQuery, type QueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useCurrentUser } from "@/features/auth";
import { apiQuery, queryKeyOf, type ApiAnswer } from "@/lib/api-client";

/** GET /api/favorites: recipe id → true. */
export type FavoritesMap = ApiAnswer<typeof endpoints.getFavorites>;

export const favoritesQueryKey = queryKeyOf(endpoints.getFavorites);

/** Every favourites query (the map and the lists in each language) starts with the map's path. */
export const isFavoritesQuery = ({ queryKey: [path] }: { queryKey: readonly unknown[] }) =>
  String(path).startsWith(favoritesQueryKey[0]);

export const invalidateFavorites = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: isFavoritesQuery });

/** The signed-in user's favourites; never asked for a guest (docs/spec.md §7). */
export function useFavorites() {
  const { user } = useCurrentUser();
  return useQuery({ ...apiQuery(endpoints.getFavorites), enabled: Boolean(user) });
}
