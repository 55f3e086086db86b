/**
 * The owner's app's service worker (decision 0057), as the worker and the page both need it: the
 * caches that hold the owner's own pages, readings and household photos (logging out deletes them; decision 0062),
 * and which API readings are kept for offline use (by path: the account, favourites, the recipe lists, one recipe).
 */
export const appWorkerSettings = {
  pageCache: "wasfa-app-pages",
  readingCache: "wasfa-app-readings",
  photoCache: "wasfa-app-photos",
  keptReadings: ["^/api/account$", "^/api/favorites(/recipes)?$", "^/api/recipes(/(popular|quick))?$", "^/api/recipes/\\d+$"],
  /** On a kept reading the worker answers for want of a network, so the page knows it is offline (decision 0057). */
  keptHeader: "x-wasfa-kept",
};

export const ownerCaches = [appWorkerSettings.pageCache, appWorkerSettings.readingCache, appWorkerSettings.photoCache];

/** Whether the worker keeps the answer of this API address (path and query) for offline use. */
export const isKeptReading = (address: string) =>
  appWorkerSettings.keptReadings.some((pattern) => new RegExp(pattern).test(address.split("?", 1)[0]!));
