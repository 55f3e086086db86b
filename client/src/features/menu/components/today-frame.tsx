import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/*
 * The frame of "Today" on a signed-in home (decision 0071), shared by its placeholder (drawn with the page, on the
 * server too) and its content (drawn in the browser): each tile has one fixed height per screen width, so the
 * content takes the placeholder's place without moving anything below it (decision 0071).
 */

/** Each tile's height: on a phone as its content needs, from md up one row of equal tiles. */
const heights = {
  meals: "h-52 md:h-56",
  list: "h-16 md:h-56",
  sent: "h-36 md:h-56",
  favorites: "h-40 md:h-56",
} as const;

export type TileKind = keyof typeof heights;

export const todayHeadingId = "today-heading";

/** The section: its heading ("Today") and the date beside it, then the tiles. */
export function TodayFrame({ title, date, children }: { title: string; date: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={todayHeadingId} className="border-b border-line bg-white">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
        <div className="flex h-8 items-baseline gap-3">
          <h2 id={todayHeadingId} className="text-2xl font-bold text-ink">
            {title}
          </h2>
          <span className="min-w-0 truncate text-muted">{date}</span>
        </div>
        <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-4">{children}</div>
      </div>
    </section>
  );
}

/** One tile: a fixed height, its content clipped to it (the content is written to fit). */
export function TodayTile({ kind, labelledBy, className, children }: { kind: TileKind; labelledBy?: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className={cn("flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-page p-4", heights[kind], className)}>
      {children}
    </section>
  );
}
