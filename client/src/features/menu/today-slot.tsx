import { Suspense } from "react";
import { useCurrentUser } from "@/features/auth";
import { lazyPage } from "@/lib/lazy-page";

/*
 * A second entry of the menu feature, for the home page's first load (decision 0071): a guest's home loads nothing
 * more. A signed-in owner's "Today" is a chunk of its own, loaded by the server at start; in the browser, React
 * keeps the server's HTML of it while the chunk arrives, then takes it over.
 */
const TodaySection = lazyPage(() => import("./components/today-section"));

/** Loads "Today"'s code ahead, its content too: the server, before it renders any page. */
export const loadTodaySection = () => Promise.all([TodaySection.load(), import("./components/today-section").then((section) => section.loadTodayBoard())]);

/** "Today" at the top of a signed-in owner's home (decision 0071); nothing for a guest, whose home is as it was. */
export function TodaySlot() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <TodaySection />
    </Suspense>
  );
}
