import { z } from "./zod.schema";

const countBy = (key: string) => z.array(z.object({ [key]: z.string().nullable(), count: z.number().int() }));

/**
 * GET /api/admin/share-stats, all of this calendar month: page shares (Wasfa's address from the Share
 * menu) by platform, copied links included, and their total; and translation shares (recipes sent to a helper in her
 * language, each dish of a menu counted), as the averages count them.
 */
export const shareStatsSchema = z.object({
  platformStats: z.object({ whatsapp: z.number(), instagram: z.number(), facebook: z.number(), twitter: z.number(), copy: z.number() }),
  totalShares: z.number().int(),
  translationShares: z.number().int(),
});

const topRecipe = z.object({ recipeId: z.number().int(), count: z.number().int(), title: z.string().nullable(), cuisineType: z.string().nullable() });

/** GET /api/admin/top-recipes: top 5 each; a deleted recipe has null title and cuisine. */
export const topRecipesSchema = z.object({ topClickedRecipes: z.array(topRecipe), topTranslatedRecipes: z.array(topRecipe) });

const averages = z.object({ userActivity: z.number(), translationShares: z.number(), recipeClicks: z.number() });

/** GET /api/admin/analytics. */
export const analyticsSchema = z.object({
  totals: z.object({
    recipes: z.number().int(),
    featured: z.number().int(),
    users: z.number().int(),
    /** Household recipes (decision 0051) are private: the admin sees only how many, never which. */
    householdRecipes: z.number().int(),
    householdsWithRecipes: z.number().int(),
  }),
  usersByLanguage: countBy("language"),
  clicksByCuisine: countBy("cuisine"),
  translationsByCuisine: countBy("cuisine"),
  weeklyStats: averages,
  monthlyStats: averages,
  recipeDistribution: z.object({ byCuisine: countBy("cuisine"), byCategory: countBy("category"), total: z.number().int() }),
  subscriptionMonths: z.array(
    z.object({ month: z.string(), active: z.number().int(), trial: z.number().int(), canceled: z.number().int(), inactive: z.number().int() }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export type TopRecipes = z.infer<typeof topRecipesSchema>;
export type ShareStats = z.infer<typeof shareStatsSchema>;
