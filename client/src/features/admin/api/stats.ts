import { useQuery } from "@tanstack/react-query";
import { adminQueries } from "./keys";

/** GET /api/admin/share-stats: shares per platform, and this month's total. */
export const useShareStats = () => useQuery(adminQueries.shareStats);

/** GET /api/admin/top-recipes: the five most clicked and the five most translated-and-shared. */
export const useTopRecipes = () => useQuery(adminQueries.topRecipes);

/** GET /api/admin/analytics: totals, breakdowns, averages and the monthly subscription states. */
export const useAnalytics = () => useQuery(adminQueries.analytics);
