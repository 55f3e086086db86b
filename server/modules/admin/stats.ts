import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, helpers, recipes, users } from "../../db/schema";
import { helperOrder } from "../household";
import { inCatalog } from "../recipes";
import type { EventType } from "../events";

/** Every figure here is counted by the database; no event is loaded into memory. */

/** This calendar month's page shares by platform and in all, and its translation shares (see `shareStatsSchema`). */
export async function shareStats(db: Db, now = new Date()) {
  const rows = await db
    .select({ type: events.type, platform: events.platform, count: count() })
    .from(events)
    .where(and(inArray(events.type, ["share", "translation_share"]), gte(events.createdAt, sql`date_trunc('month', ${now.toISOString()}::timestamptz)`)))
    .groupBy(events.type, events.platform);
  const pageShares = rows.filter((row) => row.type === "share");
  const on = (platform: string) => pageShares.find((row) => row.platform === platform)?.count ?? 0;
  return {
    platformStats: { whatsapp: on("whatsapp"), instagram: on("instagram"), facebook: on("facebook"), twitter: on("twitter"), copy: on("copy") },
    totalShares: pageShares.reduce((sum, row) => sum + row.count, 0),
    translationShares: rows.filter((row) => row.type === "translation_share").reduce((sum, row) => sum + row.count, 0),
  };
}

async function topRecipesBy(db: Db, type: EventType, limit = 5) {
  return db
    .select({ recipeId: sql<number>`${events.recipeId}`, count: count(), title: recipes.title, cuisineType: recipes.cuisineType })
    .from(events)
    .leftJoin(recipes, eq(recipes.id, events.recipeId))
    // A household's own recipe is private (decision 0051): never ranked by its title. (A deleted recipe, whose
    // row is gone, still counts, without a title.)
    .where(and(eq(events.type, type), sql`${events.recipeId} is not null`, inCatalog))
    .groupBy(events.recipeId, recipes.title, recipes.cuisineType)
    .orderBy(desc(count()), events.recipeId)
    .limit(limit);
}

export async function topRecipes(db: Db) {
  const [topClickedRecipes, topTranslatedRecipes] = await Promise.all([
    topRecipesBy(db, "recipe_click"),
    topRecipesBy(db, "translation_share"),
  ]);
  return { topClickedRecipes, topTranslatedRecipes };
}

async function byCuisine(db: Db, type: EventType) {
  return db
    .select({ cuisine: recipes.cuisineType, count: count() })
    .from(events)
    .leftJoin(recipes, eq(recipes.id, events.recipeId))
    .where(and(eq(events.type, type), inCatalog))
    .groupBy(recipes.cuisineType)
    .orderBy(desc(count()));
}

/** Events of each kind in the last `days` days, per user. */
async function averagesPerUser(db: Db, days: number, userCount: number, now: Date) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .select({ type: events.type, count: count() })
    .from(events)
    .where(gte(events.createdAt, since))
    .groupBy(events.type);
  const per = (type: EventType) => {
    const total = rows.find((row) => row.type === type)?.count ?? 0;
    return userCount === 0 ? 0 : Math.round((total / userCount) * 100) / 100;
  };
  return { userActivity: per("login"), translationShares: per("translation_share"), recipeClicks: per("recipe_click") };
}

/**
 * Subscription states at the end of each of the last `months` months (the current one up to now),
 * from the history of changes (docs/design.md §8): each household's last change before that moment (one
 * subscription per household, decision 0080; its changes are kept under its members), read as it stood then.
 * A canceling subscription counts as canceled.
 */
async function subscriptionMonths(db: Db, now: Date, months = 6) {
  const result = await db.execute(sql`
    with month_ends as (
      select to_char(start, 'YYYY-MM') as month, least(start + interval '1 month', ${now.toISOString()}::timestamptz) as at
      from generate_series(date_trunc('month', ${now.toISOString()}::timestamptz) - ${`${months - 1} months`}::interval,
                           date_trunc('month', ${now.toISOString()}::timestamptz), interval '1 month') as start
    ),
    states as (
      select m.month, last.status, last.trial_ends_at, last.subscription_ends_at, m.at
      from month_ends m
      join households h on h.created_at < m.at
      left join lateral (
        select sc.status, sc.trial_ends_at, sc.subscription_ends_at from subscription_changes sc
        join users member on member.id = sc.user_id
        where member.household_id = h.id and sc.created_at < m.at
        order by sc.created_at desc, sc.id desc limit 1
      ) last on true
    )
    select m.month,
      count(*) filter (where s.status = 'active' and (s.subscription_ends_at is null or s.subscription_ends_at > s.at))::int as active,
      count(*) filter (where s.status = 'trial' and s.trial_ends_at > s.at)::int as trial,
      count(*) filter (where s.status in ('canceling', 'canceled'))::int as canceled,
      count(*) filter (where s.month is not null and not (
        (s.status = 'active' and (s.subscription_ends_at is null or s.subscription_ends_at > s.at))
        or (s.status = 'trial' and s.trial_ends_at > s.at)
        or s.status in ('canceling', 'canceled')))::int as inactive
    from month_ends m left join states s on s.month = m.month
    group by m.month order by m.month`);
  return (result as unknown as { rows: { month: string; active: number; trial: number; canceled: number; inactive: number }[] }).rows;
}

/** Users by the language their household's first helper reads (null: no helper, or none chosen). */
function usersByHelperLanguage(db: Db) {
  const first = db
    .selectDistinctOn([helpers.householdId], { householdId: helpers.householdId, language: helpers.language })
    .from(helpers)
    .orderBy(helpers.householdId, ...helperOrder)
    .as("first_helpers");
  return db
    .select({ language: first.language, count: count() })
    .from(users)
    .leftJoin(first, eq(first.householdId, users.householdId))
    .groupBy(first.language)
    .orderBy(desc(count()));
}

export async function analytics(db: Db, now = new Date()) {
  const [[totals], [household], [userTotal], usersByLanguage, clicksByCuisine, translationsByCuisine, cuisines, categories, months] = await Promise.all([
    db
      .select({ recipes: count(), featured: sql<number>`cast(count(*) filter (where ${recipes.featured}) as int)` })
      .from(recipes)
      .where(and(inCatalog, eq(recipes.hidden, false))),
    // Household recipes are counted, never listed: the admin sees how many, and how many households keep some.
    db
      .select({ recipes: count(), owners: sql<number>`cast(count(distinct ${recipes.householdId}) as int)` })
      .from(recipes)
      .where(sql`${recipes.householdId} is not null`),
    db.select({ users: count() }).from(users),
    usersByHelperLanguage(db),
    byCuisine(db, "recipe_click"),
    byCuisine(db, "translation_share"),
    db.select({ cuisine: recipes.cuisineType, count: count() }).from(recipes).where(and(inCatalog, eq(recipes.hidden, false))).groupBy(recipes.cuisineType).orderBy(desc(count())),
    db.select({ category: recipes.category, count: count() }).from(recipes).where(and(inCatalog, eq(recipes.hidden, false))).groupBy(recipes.category).orderBy(desc(count())),
    subscriptionMonths(db, now),
  ]);
  const userCount = userTotal?.users ?? 0;
  return {
    totals: {
      recipes: totals?.recipes ?? 0,
      featured: totals?.featured ?? 0,
      users: userCount,
      householdRecipes: household?.recipes ?? 0,
      householdsWithRecipes: household?.owners ?? 0,
    },
    usersByLanguage,
    clicksByCuisine,
    translationsByCuisine,
    weeklyStats: await averagesPerUser(db, 7, userCount, now),
    monthlyStats: await averagesPerUser(db, 30, userCount, now),
    recipeDistribution: { byCuisine: cuisines, byCategory: categories, total: totals?.recipes ?? 0 },
    subscriptionMonths: months,
  };
}
