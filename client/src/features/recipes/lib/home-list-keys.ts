import * as endpoints from "@common/api/endpoints";
import { apiQuery } from "@/lib/api-client";
import { langParam } from "@/lib/lang-param";

/*
 * Queries of home's two lists. Kept apart from the code that shows them: home's first paint asks for
 * these lists (see use-prefetch-home) before that code has loaded.
 */

/** GET /api/recipes/popular in the interface language. */
export const popularRecipesQuery = (language: string) => apiQuery(endpoints.popularRecipes, { query: { lang: langParam(language) } });

/** GET /api/recipes/quick in the interface language. */
export const quickRecipesQuery = (language: string) => apiQuery(endpoints.quickRecipes, { query: { lang: langParam(language) } });
