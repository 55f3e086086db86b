import type { ReactNode } from "react";
import { usePageTitle } from "@/lib/use-page-title";

/** The frame of the pages that list or plan recipes (browse, favourites, my recipes, the week's menu): titled, as wide as the grid. */
export function WidePage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}
