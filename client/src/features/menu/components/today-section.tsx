import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "@/i18n/react";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyPage } from "@/lib/lazy-page";
import { useDrawnDay } from "@/lib/owner-day";
import { useInBrowser } from "@/lib/use-in-browser";
import { TodayFrame, TodayTile, type TileKind } from "./today-frame";

/*
 * "Today" on a signed-in home. Its content (the day's meals, the list, what was sent, favourites) is a chunk of its
 * own: the server has it loaded, and draws it when the owner's browser has said where she is (her day: decision
 * 0088); the browser keeps that HTML until the chunk arrives, then takes it over (a Suspense boundary React
 * hydrates on its own). Without her day the server draws the placeholder, and the browser fills it.
 */
const TodayBoard = lazyPage(() => import("./today-board"));

/** Loads the content's code ahead: the server, before it renders any page. */
export const loadTodayBoard = TodayBoard.load;

export default function TodaySection() {
  const inBrowser = useInBrowser();
  // The day the server drew, kept: the same props while the browser takes the server's HTML over and after.
  const [drawn] = useState(useDrawnDay());
  // One element for the section's life: a boundary still holding the server's HTML that receives new props (even
  // equal ones) is drawn again in the browser, its HTML thrown away; the same element is left as it is.
  const board = useMemo(
    () => (
      <Suspense fallback={<TodayPlaceholder />}>
        <TodayBoard drawn={drawn} />
      </Suspense>
    ),
    [drawn],
  );
  return !inBrowser && !drawn ? <TodayPlaceholder /> : board;
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
