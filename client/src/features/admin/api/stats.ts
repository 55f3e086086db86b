import { useQuery } from "@tanstack/react-query";
import type { Analytics, ShareStats, TopRecipes } from "@common/admin-stats";
import { adminKeys } from "./keys";

/** GET /api/admin/share-stats: shares per platform, and this month's total. */
export const useShareStats = () => useQuery<ShareStats>({ queryKey: adminKeys.shareStats });

/** GET /api/admin/top-recipes: the five most clicked and the five most translated-and-shared. */
export const useTopRecipes = () => useQuery<TopRecipes>({ queryKey: adminKeys.topRecipes });

/** GET /api/admin/analytics: totals, breakdowns, averages and the monthly subscription states. */
export const useAnalytics = () => useQuery<Analytics>({ queryKey: adminKeys.analytics });
