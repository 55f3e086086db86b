import { useState } from "react";
import { useTranslation } from "@/i18n/react";
import { SignedInOnly } from "@/features/auth/on-demand";
import { WidePage } from "@/components/wide-page";
import { useDrawnDay } from "@/lib/owner-day";
import { useInBrowser } from "@/lib/use-in-browser";
import { WeekMenu, WeekMenuSkeleton } from "../components/week-menu";
import { localToday } from "@/features/add-to-menu";

/**
 * /menu (decision 0054): the signed-in owner's week of meals, its shopping list and the send; guests are asked to log in.
 * The server draws the week when the owner's browser has said where she is (her day, decision 0089); without it, the
 * week's placeholder, which the browser fills for the device's day.
 */
export default function MenuPage() {
  const { t } = useTranslation();
  const drawn = useDrawnDay();
  const inBrowser = useInBrowser();
  // The day the server drew the week for, else the device's, read once: the week does not shift under the owner at
  // midnight, and the browser takes the server's week over as it was drawn.
  const [today] = useState(() => drawn?.day ?? localToday());
  return (
    <WidePage title={t("pages.weekMenu")} intro={t("menu.intro")}>
      <SignedInOnly promptClassName="py-6">{(user) => (drawn || inBrowser ? <WeekMenu user={user} today={today} /> : <WeekMenuSkeleton />)}</SignedInOnly>
    </WidePage>
  );
}
