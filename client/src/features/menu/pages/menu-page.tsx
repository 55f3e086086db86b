import { useState } from "react";
import { useTranslation } from "@/i18n/react";
import { SignedInOnly } from "@/features/auth/on-demand";
import { WidePage } from "@/components/wide-page";
import { WeekMenu } from "../components/week-menu";
import { localToday } from "@/features/add-to-menu";

/** /menu (decision 0054): the signed-in owner's week of meals, its shopping list and the send; guests are asked to log in. */
export default function MenuPage() {
  const { t } = useTranslation();
  // The device's own day, read once: the week does not shift under the owner at midnight.
  const [today] = useState(() => localToday());
  return (
    <WidePage title={t("pages.weekMenu")} intro={t("menu.intro")}>
      <SignedInOnly promptClassName="py-6">{(user) => <WeekMenu user={user} today={today} />}</SignedInOnly>
    </WidePage>
  );
}
