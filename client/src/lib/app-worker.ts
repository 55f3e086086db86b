import type { DehydratedState } from "@tanstack/react-query";
import { appWorkerSettings, isKeptReading, ownerCaches } from "@common/app-worker";
import * as endpoints from "@common/api/endpoints";
import { apiPath } from "./api-client";
import { offerUpdate } from "./app-update";

/*
 * The owner's app's service worker, seen from the page (decision 0057). Loaded after the page
 * (start-app.tsx), so it never competes with the first paint.
 */

/** Offers `worker` once it has installed, when an older version controls the page (a first install is no update). */
function offer(worker: ServiceWorker | null) {
  if (worker && navigator.serviceWorker.controller) offerUpdate(worker);
}

/** Watches `registration` for a new version: one already waiting, and each one found later. */
export function watchForUpdates(registration: ServiceWorkerRegistration) {
  offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
}

/**
 * The readings the server rendered this page with (decision 0055) were never fetched by the page, so the
 * worker did not see them: they are kept here as it would have kept them, so that a page she opens later
 * with no network (from her favourites to a recipe) finds them.
 */
export async function keepServerReadings(state: DehydratedState | undefined) {
  const readings = (state?.queries ?? []).filter(
    // A guest's page read the account as null (signed out): nothing of an owner's to keep.
    (query) => query.state.status === "success" && query.state.data != null && typeof query.queryKey[0] === "string" && isKeptReading(query.queryKey[0]),
  );
  if (readings.length === 0 || typeof caches === "undefined") return;
  const cache = await caches.open(appWorkerSettings.readingCache);
  const json = { "content-type": "application/json; charset=utf-8" };
  await Promise.all(readings.map((query) => cache.put(query.queryKey[0] as string, new Response(JSON.stringify(query.state.data), { headers: json }))));
}

/** Registers the worker, watches for new versions, and keeps what the server rendered the page with. */
export function startAppWorker(serverQueries: DehydratedState | undefined) {
  // Some browsers answer without a registration (service workers turned off, private modes): nothing to watch.
  navigator.serviceWorker.register(apiPath(endpoints.appServiceWorker)).then(
    (registration: ServiceWorkerRegistration | undefined) => registration && watchForUpdates(registration),
    () => undefined,
  );
  keepServerReadings(serverQueries).catch(() => undefined);
}

/** Logging out: the pages and readings kept for offline use go with the session (a shared phone). */
export function forgetOfflineCopies() {
  if (typeof caches === "undefined") return Promise.resolve();
  return Promise.all(ownerCaches.map((name) => caches.delete(name))).then(() => undefined, () => undefined);
}
