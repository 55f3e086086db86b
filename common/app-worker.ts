/**
 * The owner's app's service worker (issue 20.3, decision 0057): the caches that
 * hold the owner's own pages and readings, which logging out deletes (the worker and the page both use them).
 */
export const ownerCaches = ["wasfa-app-pages", "wasfa-app-readings"] as const;
