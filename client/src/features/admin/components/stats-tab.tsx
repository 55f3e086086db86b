import { useId, type ReactNode } from "react";
import type { Analytics, ShareStats, TopRecipes } from "@common/admin-stats.schema";
import { serverMessageOf } from "@/lib/api-errors";
import { cn } from "@/lib/cn";
import { useAnalytics, useShareStats, useTopRecipes } from "../api/stats";
import { useTranslationCoverage } from "../api/translations";
import { useLabels } from "../labels";
import { formatMonth, formatNumber } from "../lib/format";
import { useAdminTranslation } from "../texts";
import { BarTable, GroupedBarChart, type BarRow } from "./charts";
import { LoadFailed } from "@/components/ui/query-states";
import { NoDataYet, LoadingState } from "./section-states";
import { TabHeader } from "./tab-header";

/** The schema's rows name their grouping column dynamically (countBy("cuisine")…); this is their real shape. */
type Counted<K extends string> = { [P in K]: string | null } & { count: number };
const counted = <K extends string>(list: readonly object[]) => list as Counted<K>[];

const brand = "#c2410c";
const leaf = "#15803d";
const platformColors = { whatsapp: "#128c7e", instagram: "#c13584", facebook: "#1877f2", twitter: "#0f1419", copy: "#57534e" } as const;
const statusColors = { active: "#15803d", trial: "#1d4ed8", canceled: "#b91c1c", inactive: "#78716c" } as const;

/**
 * docs/spec.md §2 Stats tab. Loaded only when the tab is opened (its own chunk); the charts are our own
 * small CSS bars, each also a table.
 */
export default function StatsTab() {
  const { t } = useAdminTranslation();
  const shares = useShareStats();
  const top = useTopRecipes();
  const analytics = useAnalytics();
  const queries = [shares, top, analytics];
  const failed = queries.find((query) => query.isError);

  return (
    <section aria-labelledby="admin-stats-heading" className="grid gap-4">
      <TabHeader id="admin-stats-heading" title={t("stats.heading")} description={t("stats.description")} />
      {failed ? (
        <LoadFailed text={serverMessageOf(failed.error) ?? t("common.loadFailed")} onRetry={() => queries.forEach((query) => query.isError && void query.refetch())} />
      ) : shares.data && top.data && analytics.data ? (
        <>
          <StatsBody shares={shares.data} top={top.data} analytics={analytics.data} />
          <CoverageCard />
        </>
      ) : (
        <LoadingState text={t("stats.loading")} rows={4} />
      )}
    </section>
  );
}

function StatsBody({ shares, top, analytics }: { shares: ShareStats; top: TopRecipes; analytics: Analytics }) {
  const { t } = useAdminTranslation();
  const labels = useLabels();
  const platforms = ["whatsapp", "instagram", "facebook", "twitter", "copy"] as const;
  const topRows = (list: TopRecipes["topClickedRecipes"]): BarRow[] =>
    list.map((recipe, index) => ({
      key: String(recipe.recipeId),
      label: (
        <>
          <span className="tabular-nums text-muted">{index + 1}.</span> <bdi>{recipe.title ?? t("stats.unknownRecipe")}</bdi>
        </>
      ),
      detail: labels.cuisine(recipe.cuisineType),
      value: recipe.count,
    }));
  const cuisineRows = (list: readonly object[]): BarRow[] =>
    counted<"cuisine">(list).map((row) => ({ key: row.cuisine ?? "unknown", label: labels.cuisine(row.cuisine), value: row.count }));
  const { weeklyStats, monthlyStats, recipeDistribution } = analytics;

  return (
    // min-w-0 on every grid item: a long recipe title or a wide table scrolls or wraps inside its card
    // instead of stretching the grid past a 320 px screen.
    <div className="grid gap-4 *:min-w-0">
      <section aria-label={t("stats.totals.label")}>
        {/* Page shares and translation shares are different things: each says which, and both count
            this calendar month, as the platform chart does. */}
        <dl className="grid grid-cols-2 gap-3 *:min-w-0 lg:grid-cols-3">
          <Total label={t("stats.totals.recipes")} hint={t("stats.totals.recipesHint")} value={analytics.totals.recipes} />
          <Total label={t("stats.totals.featured")} value={analytics.totals.featured} />
          <Total label={t("stats.totals.shares")} hint={t("stats.totals.sharesHint")} value={shares.totalShares} />
          <Total label={t("stats.totals.translationShares")} hint={t("stats.totals.translationSharesHint")} value={shares.translationShares} />
          <Total label={t("stats.totals.users")} value={analytics.totals.users} />
          <Total
            label={t("stats.totals.household")}
            hint={t("stats.totals.householdHint", { households: formatNumber(analytics.totals.householdsWithRecipes) })}
            value={analytics.totals.householdRecipes}
          />
        </dl>
      </section>

      <div className="grid gap-4 *:min-w-0 lg:grid-cols-2">
        <Card title={t("stats.platforms.title")}>
          {(id) => (
            <BarTable
              labelledBy={id}
              columns={[t("stats.columns.platform"), t("stats.columns.shares")]}
              rows={platforms.map((platform) => ({ key: platform, label: t(`stats.platforms.${platform}`), value: shares.platformStats[platform] }))}
              color={(row) => platformColors[row.key as keyof typeof platformColors]}
            />
          )}
        </Card>

        <Card title={t("stats.averages.title")}>
          {(id) => <Averages labelledBy={id} weekly={weeklyStats} monthly={monthlyStats} />}
        </Card>

        <Card title={t("stats.topClicked")}>
          {(id) =>
            top.topClickedRecipes.length === 0 ? (
              <NoDataYet text={t("stats.noClicks")} />
            ) : (
              <BarTable labelledBy={id} columns={[t("stats.columns.recipe"), t("stats.columns.clicks")]} rows={topRows(top.topClickedRecipes)} color={brand} />
            )
          }
        </Card>

        <Card title={t("stats.topTranslated")}>
          {(id) =>
            top.topTranslatedRecipes.length === 0 ? (
              <NoDataYet text={t("stats.noTranslations")} />
            ) : (
              <BarTable labelledBy={id} columns={[t("stats.columns.recipe"), t("stats.columns.translations")]} rows={topRows(top.topTranslatedRecipes)} color={leaf} />
            )
          }
        </Card>

        <Card title={t("stats.clicksByCuisine")}>
          {(id) =>
            analytics.clicksByCuisine.length === 0 ? (
              <NoDataYet text={t("stats.noClicks")} />
            ) : (
              <BarTable labelledBy={id} columns={[t("stats.columns.cuisine"), t("stats.columns.clicks")]} rows={cuisineRows(analytics.clicksByCuisine)} color={brand} />
            )
          }
        </Card>

        <Card title={t("stats.translationsByCuisine")}>
          {(id) =>
            analytics.translationsByCuisine.length === 0 ? (
              <NoDataYet text={t("stats.noTranslations")} />
            ) : (
              <BarTable
                labelledBy={id}
                columns={[t("stats.columns.cuisine"), t("stats.columns.translations")]}
                rows={cuisineRows(analytics.translationsByCuisine)}
                color={leaf}
              />
            )
          }
        </Card>

        <Card title={t("stats.usersByLanguage")}>
          {(id) =>
            analytics.usersByLanguage.length === 0 ? (
              <NoDataYet text={t("stats.noUsers")} />
            ) : (
              <BarTable
                labelledBy={id}
                columns={[t("stats.columns.language"), t("stats.columns.users")]}
                rows={counted<"language">(analytics.usersByLanguage).map((row) => ({ key: row.language ?? "none", label: labels.language(row.language), value: row.count }))}
                color="#1d4ed8"
              />
            )
          }
        </Card>

        <Card title={t("stats.byCuisine")} aside={t("stats.total", { count: recipeDistribution.total })}>
          {(id) =>
            recipeDistribution.byCuisine.length === 0 ? (
              <NoDataYet text={t("stats.noRecipes")} />
            ) : (
              <BarTable labelledBy={id} columns={[t("stats.columns.cuisine"), t("stats.columns.recipes")]} rows={cuisineRows(recipeDistribution.byCuisine)} color={brand} />
            )
          }
        </Card>

        <Card title={t("stats.byCategory")} aside={t("stats.total", { count: recipeDistribution.total })}>
          {(id) =>
            recipeDistribution.byCategory.length === 0 ? (
              <NoDataYet text={t("stats.noRecipeAnalysis")} />
            ) : (
              <BarTable
                labelledBy={id}
                columns={[t("stats.columns.category"), t("stats.columns.recipes")]}
                rows={counted<"category">(recipeDistribution.byCategory).map((row) => ({
                  key: row.category ?? "none",
                  label: row.category ? labels.category(row.category) : t("stats.noRecipes"),
                  value: row.count,
                }))}
                color={leaf}
              />
            )
          }
        </Card>

        <Card className="lg:col-span-2" title={t("stats.subscriptions.title")} description={t("stats.subscriptions.description")}>
          {(id) => (
            <GroupedBarChart
              labelledBy={id}
              groupHeader={t("stats.columns.month")}
              groups={analytics.subscriptionMonths.map(({ month, ...values }) => ({ key: month, label: formatMonth(month), values }))}
              series={(["active", "trial", "canceled", "inactive"] as const).map((key) => ({
                key,
                label: t(`stats.subscriptions.${key}`),
                color: statusColors[key],
              }))}
            />
          )}
        </Card>
      </div>
    </div>
  );
}

function Total({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="flex flex-col rounded-2xl border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="order-first text-3xl font-bold tabular-nums text-ink">{formatNumber(value)}</dd>
      {hint && <dd className="text-xs text-muted">{hint}</dd>}
    </div>
  );
}

type CardProps = { title: string; description?: string; aside?: string; className?: string; children: (headingId: string) => ReactNode };

/** One statistic: its heading (h3), which also names its chart, and the chart. */
function Card({ title, description, aside, className, children }: CardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 md:p-5", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        {aside && <p className="text-sm font-medium text-muted">{aside}</p>}
        {description && <p className="w-full text-xs text-muted">{description}</p>}
      </div>
      {children(id)}
    </section>
  );
}

type AverageStats = Analytics["weeklyStats"];

/** Weekly and monthly averages per user, side by side. */
function Averages({ labelledBy, weekly, monthly }: { labelledBy: string; weekly: AverageStats; monthly: AverageStats }) {
  const { t } = useAdminTranslation();
  const rows = [
    ["logins", "userActivity"],
    ["translationShares", "translationShares"],
    ["recipeClicks", "recipeClicks"],
  ] as const;
  return (
    <table aria-labelledby={labelledBy} className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-line text-xs text-muted">
          <th scope="col" className="py-1.5 pe-3 text-start font-semibold">
            {t("stats.columns.activity")}
          </th>
          <th scope="col" className="px-2 py-1.5 text-end font-semibold">
            {t("stats.averages.weekly")} <span className="block font-normal">{t("stats.averages.weeklyHint")}</span>
          </th>
          <th scope="col" className="px-2 py-1.5 text-end font-semibold">
            {t("stats.averages.monthly")} <span className="block font-normal">{t("stats.averages.monthlyHint")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, key]) => (
          <tr key={key} className="border-b border-line last:border-b-0">
            <th scope="row" className="py-2 pe-3 text-start font-normal">
              {t(`stats.averages.${label}`)}
            </th>
            <td className="px-2 py-2 text-end text-base font-semibold tabular-nums">{formatNumber(weekly[key])}</td>
            <td className="px-2 py-2 text-end text-base font-semibold tabular-nums">{formatNumber(monthly[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How much of the catalogue reaches the helper in each language. */
function CoverageCard() {
  const { t } = useAdminTranslation();
  const labels = useLabels();
  const coverage = useTranslationCoverage();
  return (
    <Card title={t("translations.coverageTitle")} description={t("translations.coverageHint")}>
      {(id) =>
        coverage.isPending ? (
          <LoadingState text={t("stats.loading")} rows={3} />
        ) : coverage.isError ? (
          <LoadFailed text={serverMessageOf(coverage.error) ?? t("common.loadFailed")} onRetry={() => void coverage.refetch()} />
        ) : (
          <BarTable
            labelledBy={id}
            columns={[t("stats.columns.language"), t("stats.columns.recipes")]}
            rows={coverage.data.byLanguage.map((row) => ({
              key: row.language,
              label: labels.language(row.language),
              detail: t("translations.coverageRow", { done: row.complete, total: row.total, count: row.total }),
              value: row.complete,
            }))}
            color={(row) => (row.value === coverage.data.byLanguage[0]?.total ? leaf : brand)}
          />
        )
      }
    </Card>
  );
}
