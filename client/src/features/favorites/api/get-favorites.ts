import { useQuery, type QueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useCurrentUser } from "@/features/auth";
import { apiQuery, type ApiAnswer } from "@/lib/api-client";

/** GET /api/favorites: recipe id → true. */
export type FavoritesMap = ApiAnswer<typeof endpoints.getFavorites>;

const favoritesQuery = apiQuery(endpoints.getFavorites);
export const favoritesQueryKey = favoritesQuery.queryKey;

/** Every favourites query (the map and the lists in each language) starts with the map's path. */
export const isFavoritesQuery = ({ queryKey: [path] }: { queryKey: readonly unknown[] }) =>
  String(path).startsWith(favoritesQueryKey[0]);

export const invalidateFavorites = (queryClient: QueryClient) => queryClient.invalidateQueries({ predicate: isFavoritesQuery });

/** The signed-in user's favourites; never asked for a guest (SPEC §7). */
export function useFavorites() {
  const { user } = useCurrentUser();
  return useQuery({ ...favoritesQuery, enabled: Boolean(user) });
}
