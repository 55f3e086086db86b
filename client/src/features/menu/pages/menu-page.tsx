import { useState } from "react";
import { useTranslation } from "@/i18n/react";
import { SignedInOnly } from "@/features/auth/on-demand";
import { usePageTitle } from "@/lib/use-page-title";
import { WeekMenu } from "../components/week-menu";
import { localToday } from "../lib/plan";

/** Issue 19 /menu: the signed-in owner's week of meals, its shopping list and the send; guests are asked to log in. */
export default function MenuPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.weekMenu"));
  // The device's own day, read once: the week does not shift under the owner at midnight.
  const [today] = useState(() => localToday());
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t("pages.weekMenu")}</h1>
        <p className="mt-1 text-muted">{t("menu.intro")}</p>
      </div>
      <SignedInOnly promptClassName="py-6">{(user) => <WeekMenu user={user} today={today} />}</SignedInOnly>
    </div>
  );
}
