import type { Page } from "playwright-core";

/** What the app's service worker keeps of the owner's own (decisions 0057, 0062), by cache: logging out empties them. */
export const ownerCopies = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of ["wasfa-app-pages", "wasfa-app-readings", "wasfa-app-photos"]) {
      kept[name] = (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
    }
    return kept;
  });
