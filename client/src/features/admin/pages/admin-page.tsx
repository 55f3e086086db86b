import { Suspense } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/features/auth";
import { deferred } from "@/lib/deferred";
import { usePageTitle } from "@/lib/use-page-title";
import { LoadingState } from "../components/section-states";
import { RecipesTab } from "../components/recipes-tab";
import { UsersTab } from "../components/users-tab";
import { adminTabFromParam, adminTabs, withAdminTab, type AdminTab } from "../lib/admin-tab";
import { useAdminTranslation } from "../texts";

/** The statistics and their charts load only when the Stats tab is opened. */
const statsTab = deferred(() => import("../components/stats-tab"));

/**
 * /admin (docs/spec.md §2): Users, Recipes and Stats, the open tab kept in ?tab= (Recipes by default).
 * Only admins stay; anyone else is sent home once the account has loaded. The server refuses
 * every admin call to them anyway (docs/design.md §7).
 */
export default function AdminPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t("translation:pages.admin"));
  const { user, isPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = adminTabFromParam(params.get("tab"));
  const selectTab = (next: string) => setParams((current) => withAdminTab(current, next as AdminTab), { replace: true });

  if (!isPending && !user?.isAdmin) return <Navigate to="/" replace />;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold">{t("translation:pages.admin")}</h1>
      {user ? (
        <Tabs value={tab} onValueChange={selectTab} dir={i18n.dir()} className="mt-6">
          <TabsList aria-label={t("tabs.label")} className="md:w-auto" onPointerEnter={statsTab.preload}>
            {adminTabs.map((value) => (
              <TabsTrigger key={value} value={value} onFocus={value === "stats" ? statsTab.preload : undefined}>
                {t(`tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="users">
            <UsersTab currentUserId={user.id} />
          </TabsContent>
          <TabsContent value="recipes">
            <RecipesTab />
          </TabsContent>
          <TabsContent value="stats">
            <Suspense fallback={<LoadingState text={t("stats.loading")} rows={4} />}>
              <statsTab.Component />
            </Suspense>
          </TabsContent>
        </Tabs>
      ) : (
        <div className="mt-6">
          <LoadingState text={t("translation:common.loading")} rows={3} />
        </div>
      )}
    </section>
  );
}
