import type { QueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { apiPath, apiQuery } from "@/lib/api-client";

/** The dashboard's queries; each key's first element is the address the default query GETs. */
export const adminQueries = {
  users: apiQuery(endpoints.adminListUsers),
  recipes: apiQuery(endpoints.adminListRecipes),
  shareStats: apiQuery(endpoints.adminShareStats),
  topRecipes: apiQuery(endpoints.adminTopRecipes),
  analytics: apiQuery(endpoints.adminAnalytics),
  translations: apiQuery(endpoints.adminTranslationCoverage),
};

const statsQueries = [adminQueries.shareStats, adminQueries.topRecipes, adminQueries.analytics, adminQueries.translations];

/** Every public recipe query: the lists, the search and each recipe, in every language. */
const recipesPath = apiPath(endpoints.listRecipes);
const isRecipesQuery = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith(recipesPath);

/** After a recipe changes: the admin lists and statistics, and every public recipe query. */
export function invalidateRecipes(queryClient: QueryClient) {
  return Promise.all([
    ...[adminQueries.recipes, ...statsQueries].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ predicate: (query) => isRecipesQuery(query.queryKey) }),
  ]);
}

/** After a user changes: the users list and the statistics that count users. */
export function invalidateUsers(queryClient: QueryClient) {
  return Promise.all([adminQueries.users, ...statsQueries].map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })));
}
