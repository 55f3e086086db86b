import { useId, useState, type ReactNode } from "react";
import { CalendarDays, ChevronRight, Heart, Send, ShoppingBasket } from "lucide-react";
import { Link } from "react-router";
import { menuSlots, menuWeekLength as weekLength, type MenuDate } from "@common/menu";
import * as errorCodes from "@common/error-codes";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { hasCode } from "@/lib/api-errors";
import { localToday, useDayNames, useMenu } from "@/features/add-to-menu";
import { useFavoriteRecipes } from "@/features/favorites";
import { RecipeImage } from "@/features/recipes";
import { useSentShares } from "@/features/sharing/send";
import { useShoppingList } from "../api/get-shopping-list";
import { linesToBuy, useHaveList } from "../lib/have-list";
import { TodayFrame, TodayTile } from "./today-frame";
import type { OwnerDay } from "@common/server-render";

/** Dishes of today shown by name; the rest are counted ("+2 more"). */
const mealsShown = 3;
const sentShown = 2;
const favoritesShown = 3;

const arrow = <ChevronRight className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />;
const linkClass = "inline-flex items-center gap-0.5 text-sm font-medium text-brand-800 hover:underline";

/**
 * "Today" on a signed-in owner's home (decision 0071): today's meals from the menu (each dish links to its recipe), the
 * week's shopping list (how many things are left to buy, and a link to it), the last links sent to the helper, and a
 * few favourites. Each tile says what is missing when it is empty, and has the placeholder's size while it loads.
 */
export default function TodayBoard({ drawn }: { drawn?: OwnerDay }) {
  const { t } = useTranslation();
  const names = useDayNames();
  // The day the server drew it for (decision 0088), else the device's, read once, as the menu page reads it.
  const [today] = useState(() => drawn?.day ?? localToday());
  return (
    <TodayFrame title={t("menu.home.title")} date={names.long(today)}>
      <TodayMeals today={today} />
      <WeekList today={today} />
      <LastSent timeZone={drawn?.timeZone} />
      <SomeFavorites />
    </TodayFrame>
  );
}

/** A tile's heading, and a link at its end ("Week's menu", "See all"). */
function TileHeading({ id, icon, title, link }: { id: string; icon: ReactNode; title: string; link?: ReactNode }) {
  return (
    <div className="flex min-h-6 items-center justify-between gap-2">
      <h3 id={id} className="flex min-w-0 items-center gap-2 font-semibold text-ink [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-brand-700">
        {icon}
        <span className="truncate">{title}</span>
      </h3>
      {link}
    </div>
  );
}

/** "See all ›", to the page that lists what a tile shows a few of. */
function SeeAll({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={linkClass}>
      {t("menu.home.seeAll")}
      {arrow}
    </Link>
  );
}

/** While a tile's data loads: lines of its shape. */
function TileLoading({ lines = 2 }: { lines?: number }) {
  return (
    <div className="mt-3 grid gap-2">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className="h-8" />
      ))}
    </div>
  );
}

function TileFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
      {t("menu.home.loadFailed")}
      <Button variant="link" size="sm" className="h-auto px-0" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}

function TodayMeals({ today }: { today: MenuDate }) {
  const { t } = useTranslation();
  const id = useId();
  const week = useMenu(today, weekLength);
  const dishes = (week.data?.entries ?? []).filter((entry) => entry.date === today);
  const ordered = menuSlots.flatMap((slot) => dishes.filter((dish) => dish.slot === slot));
  const weekLink = (
    <Link to={`/menu?day=${today}`} className={linkClass}>
      {t("menu.home.weekMenu")}
      {arrow}
    </Link>
  );
  let body: ReactNode;
  if (week.isPending) body = <TileLoading lines={3} />;
  else if (week.isError) body = <TileFailed onRetry={() => void week.refetch()} />;
  else if (week.data.entries.length === 0) {
    // No menu yet: what it is for, and the way to it.
    body = (
      <div className="mt-2 grid gap-3">
        <p className="line-clamp-3 text-sm text-muted">{t("menu.home.invite")}</p>
        <Button asChild size="sm" className="justify-self-start">
          <Link to="/menu">{t("menu.home.planWeek")}</Link>
        </Button>
      </div>
    );
  } else if (ordered.length === 0) {
    body = (
      <div className="mt-2 grid gap-3">
        <p className="text-sm text-muted">{t("menu.home.nothingToday")}</p>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to={`/menu?day=${today}`}>{t("menu.home.planToday")}</Link>
        </Button>
      </div>
    );
  } else {
    const more = ordered.length - mealsShown;
    body = (
      <>
        <ul className="mt-2 grid gap-1">
          {ordered.slice(0, mealsShown).map((dish) => (
            <li key={dish.id} className="flex h-10 min-w-0 items-center gap-3">
              <span className="w-20 shrink-0 truncate text-xs font-semibold tracking-wide text-muted uppercase">{t(`menu.slot-${dish.slot}`)}</span>
              <Link to={`/recipe/${dish.recipeId}`} className="min-w-0 truncate font-medium text-ink hover:text-brand-800 hover:underline">
                {dish.recipe.title}
              </Link>
            </li>
          ))}
        </ul>
        {more > 0 && (
          <Link to={`/menu?day=${today}`} className={`${linkClass} mt-1`}>
            {t("menu.home.more", { n: more })}
          </Link>
        )}
      </>
    );
  }
  return (
    <TodayTile kind="meals" labelledBy={id}>
      <TileHeading id={id} icon={<CalendarDays />} title={t("menu.home.meals")} link={weekLink} />
      {body}
    </TodayTile>
  );
}

function WeekList({ today }: { today: MenuDate }) {
  const { t } = useTranslation();
  const id = useId();
  const list = useShoppingList(today, weekLength);
  // The "we have it" ticks of the week's list on the menu page: what is left is what she buys (none until the page is
  // the browser's: they are kept in this browser only).
  const { have } = useHaveList(today, weekLength);
  let body: ReactNode;
  if (list.isPending) body = <Skeleton className="h-6 w-40 md:mt-3" />;
  else if (list.isError && hasCode(list.error, errorCodes.subscriptionRequired)) {
    body = (
      <Link to="/account?tab=subscription" className={`${linkClass} line-clamp-2`}>
        {t("menu.home.listFrozen")}
      </Link>
    );
  } else if (list.isError) body = <TileFailed onRetry={() => void list.refetch()} />;
  else {
    const count = linesToBuy(list.data, have);
    body =
      count === 0 ? (
        <p className="text-sm text-muted">{t("menu.home.nothingToBuy")}</p>
      ) : (
        <Link to="/menu?list=week" className="group flex min-w-0 items-center justify-between gap-2 md:flex-col md:items-start md:gap-3">
          <span className="grid min-w-0">
            <span className="truncate font-medium text-ink md:text-2xl md:font-bold">{t("menu.shopping.toBuy", { n: count })}</span>
            <span className="truncate text-xs text-muted md:text-sm">{t("menu.home.thisWeek")}</span>
          </span>
          <span className={`${linkClass} shrink-0 group-hover:underline`}>
            {t("menu.home.seeList")}
            {arrow}
          </span>
        </Link>
      );
  }
  return (
    <TodayTile kind="list" labelledBy={id} className="max-md:flex-row max-md:items-center max-md:gap-3 max-md:py-0">
      <div className="shrink-0 md:mb-2">
        <h3 id={id} className="flex items-center gap-2 font-semibold text-ink max-md:sr-only">
          <ShoppingBasket className="size-4 text-brand-700" aria-hidden="true" />
          {t("menu.home.list")}
        </h3>
        <ShoppingBasket className="size-6 text-brand-700 md:hidden" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">{body}</div>
    </TodayTile>
  );
}

/** `timeZone`: where the server drew the page (the browser then writes the same dates); else this device's. */
function LastSent({ timeZone }: { timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const sent = useSentShares();
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone }).format(new Date(iso));
  let body: ReactNode;
  if (sent.isPending) body = <TileLoading />;
  else if (sent.isError) body = <TileFailed onRetry={() => void sent.refetch()} />;
  else if (sent.data.length === 0) body = <p className="mt-2 text-sm text-muted">{t("menu.home.nothingSent")}</p>;
  else {
    body = (
      <ul className="mt-2 grid gap-1">
        {sent.data.slice(0, sentShown).map((share) => {
          const title = share.title || t("sharing.sent.menu");
          return (
            <li key={share.id} className="flex h-10 min-w-0 items-center justify-between gap-3">
              {share.recipeId ? (
                <Link to={`/recipe/${share.recipeId}`} className="min-w-0 truncate font-medium text-ink hover:text-brand-800 hover:underline">
                  {title}
                </Link>
              ) : (
                <span className="min-w-0 truncate font-medium text-ink">{title}</span>
              )}
              <span className="shrink-0 text-xs text-muted">{day(share.createdAt)}</span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <TodayTile kind="sent" labelledBy={id}>
      <TileHeading id={id} icon={<Send className="rtl:-scale-x-100" />} title={t("menu.home.sent")} link={<SeeAll to="/account?tab=sent" />} />
      {body}
    </TodayTile>
  );
}

function SomeFavorites() {
  const { t } = useTranslation();
  const id = useId();
  const favorites = useFavoriteRecipes();
  let body: ReactNode;
  if (favorites.isPending) body = <TileLoading />;
  else if (favorites.isError) body = <TileFailed onRetry={() => void favorites.refetch()} />;
  else if (favorites.data.length === 0) body = <p className="mt-2 text-sm text-muted">{t("menu.home.noFavorites")}</p>;
  else {
    body = (
      <ul className="mt-3 grid grid-cols-3 gap-3">
        {favorites.data.slice(0, favoritesShown).map((recipe) => (
          <li key={recipe.id} className="min-w-0">
            <Link to={`/recipe/${recipe.id}`} className="group grid gap-1">
              <RecipeImage recipe={recipe} alt="" sizes="96px" className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover" />
              <span className="truncate text-sm font-medium text-ink group-hover:underline">{recipe.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <TodayTile kind="favorites" labelledBy={id}>
      <TileHeading id={id} icon={<Heart />} title={t("menu.home.favorites")} link={<SeeAll to="/favorites" />} />
      {body}
    </TodayTile>
  );
}
