import type { QueryClient } from "@tanstack/react-query";

/** The dashboard's queries; each key's first element is the address the default query GETs. */
export const adminKeys = {
  users: ["/api/admin/users"],
  recipes: ["/api/admin/recipes"],
  shareStats: ["/api/admin/share-stats"],
  topRecipes: ["/api/admin/top-recipes"],
  analytics: ["/api/admin/analytics"],
} as const;

const statsKeys = [adminKeys.shareStats, adminKeys.topRecipes, adminKeys.analytics];

/** After a recipe changes: the admin lists and statistics, and every public recipe query ("/api/recipes…"). */
export function invalidateRecipes(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.recipes }),
    ...statsKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/recipes"),
    }),
  ]);
}

/** After a user changes: the users list and the statistics that count users. */
export function invalidateUsers(queryClient: QueryClient) {
  return Promise.all([adminKeys.users, ...statsKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
