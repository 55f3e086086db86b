import { Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "@/i18n/react";
import { useCurrentUser } from "@/features/auth";
import { Skeleton } from "@/components/ui/skeleton";
import { deferred } from "@/lib/deferred";
import { TodayFrame, TodayTile, type TileKind } from "./components/today-frame";

/*
 * A second entry of the menu feature, for the home page's first load: the placeholder of "Today" only. Its content
 * (the day's meals, the list, what was sent, favourites) loads as its own chunk once the page is the browser's.
 */
const board = deferred(() => import("./components/today-board"));

const noSubscription = () => () => {};
/** False on the server and while the browser takes its HTML over; true from then on. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * "Today" at the top of a signed-in owner's home (issue 26.4); nothing for a guest, whose home is as it was.
 * The server draws the placeholder (it cannot know the device's day), the browser the content in its place.
 */
export function TodaySlot() {
  const { user } = useCurrentUser();
  const inBrowser = useInBrowser();
  if (!user) return null;
  if (!inBrowser) return <TodayPlaceholder />;
  return (
    <Suspense fallback={<TodayPlaceholder />}>
      <board.Component />
    </Suspense>
  );
}

const kinds: TileKind[] = ["meals", "list", "sent", "favorites"];

/** The frame with its tiles' shapes, while the content loads. */
export function TodayPlaceholder() {
  const { t } = useTranslation();
  return (
    <TodayFrame title={t("menu.home.title")} date={<Skeleton className="inline-block h-4 w-40 align-middle" />}>
      {kinds.map((kind, index) => (
        <TodayTile key={kind} kind={kind}>
          {index === 0 && (
            <span role="status" className="sr-only">
              {t("common.loading")}
            </span>
          )}
          <Skeleton className="h-5 w-32" />
          <Skeleton className="mt-3 min-h-0 w-full flex-1" />
        </TodayTile>
      ))}
    </TodayFrame>
  );
}
