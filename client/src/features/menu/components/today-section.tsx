import { Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "@/i18n/react";
import { Skeleton } from "@/components/ui/skeleton";
import { deferred } from "@/lib/deferred";
import { TodayFrame, TodayTile, type TileKind } from "./today-frame";

/*
 * "Today" on a signed-in home, as the server draws it (the placeholder) and the browser then fills it. Its content
 * (the day's meals, the list, what was sent, favourites) loads as a chunk of its own once the page is the browser's.
 */
const board = deferred(() => import("./today-board"));

const noSubscription = () => () => {};
/** False on the server and while the browser takes its HTML over; true from then on. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The server draws the placeholder (it cannot know the device's day), and so does the browser while it takes the
 * page over; then the content, in its place.
 */
export default function TodaySection() {
  const inBrowser = useInBrowser();
  if (!inBrowser) return <TodayPlaceholder />;
  return (
    <Suspense fallback={<TodayPlaceholder />}>
      <board.Component />
    </Suspense>
  );
}

const kinds: TileKind[] = ["meals", "list", "sent", "favorites"];

/** The frame with its tiles' shapes, while the content loads. */
function TodayPlaceholder() {
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
