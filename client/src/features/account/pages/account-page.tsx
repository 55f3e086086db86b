import { useTranslation } from "@/i18n/react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignedInOnly } from "@/features/auth/on-demand";
import { usePageTitle } from "@/lib/use-page-title";
import { tabFromParam, withTab, type AccountTab } from "../account-tab";
import { ProfileForm } from "../components/profile-form";
import { VerifyEmailNotice } from "../components/verify-email-notice";
import { YourData } from "../components/your-data";
import { HelperDetailsTab, HelperTabTooltip, SentTab } from "@/features/sharing";
import { SubscriptionTab } from "@/features/subscription/account-tab";
import { HouseholdTab } from "@/features/household";
import { useSubscriptionReturn } from "../use-subscription-return";

/**
 * /account (docs/spec.md §2): Profile (with "Your data": download it, or delete the account; decision 0063), Maid's Details
 * and Subscription, the open tab kept in ?tab=.
 */
export default function AccountPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("pages.account"));
  useSubscriptionReturn();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get("tab"));
  const selectTab = (next: string) => setParams((current) => withTab(current, next as AccountTab), { replace: true });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold">{t("pages.account")}</h1>
      <SignedInOnly promptClassName="mt-6 rounded-2xl border border-line bg-white px-6 py-10">
        {(user) => (
          <>
            <p className="mt-1 truncate text-muted">{user.email}</p>
            {!user.emailVerified && <VerifyEmailNotice email={user.email} />}
            <Tabs value={tab} onValueChange={selectTab} dir={i18n.dir()} className="mt-6">
              {/* Five tabs do not fit one row of a phone: rows of two there (the last alone), every tab in sight. */}
              <TabsList aria-label={t("account.tabs.label")} className="max-sm:grid max-sm:grid-cols-2">
                <TabsTrigger value="profile">{t("account.tabs.profile")}</TabsTrigger>
                <TabsTrigger value="helper">
                  <HelperTabTooltip>
                    <span>{t("account.tabs.helper")}</span>
                  </HelperTabTooltip>
                </TabsTrigger>
                <TabsTrigger value="household">{t("household.tab")}</TabsTrigger>
                <TabsTrigger value="sent">{t("sharing.sent.tab")}</TabsTrigger>
                <TabsTrigger value="subscription">{t("account.tabs.subscription")}</TabsTrigger>
              </TabsList>
              <TabsContent value="profile">
                <ProfileForm user={user} />
                <YourData />
              </TabsContent>
              <TabsContent value="helper">
                <HelperDetailsTab user={user} />
              </TabsContent>
              <TabsContent value="household">
                <HouseholdTab user={user} />
              </TabsContent>
              <TabsContent value="sent">
                <SentTab user={user} />
              </TabsContent>
              <TabsContent value="subscription">
                <SubscriptionTab user={user} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </SignedInOnly>
    </section>
  );
}
