import { ownerCaches } from "@common/app-worker";
import * as endpoints from "@common/api/endpoints";
import { apiPath } from "./api-client";

/*
 * The owner's app as an installed app (issue 20.3, decision 0057): its service worker, and a new version
 * that has installed itself and waits for the owner's word ("Update") before it takes over the page.
 */

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeToUpdate(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The new version waiting, or null. */
export const waitingUpdate = () => waiting;

/** Offers `worker` once it has installed, when an older version controls the page (a first install is no update). */
function offer(worker: ServiceWorker | null) {
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  emit();
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

/** Registers the worker once the page has loaded, so it never competes with the page's own downloads. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(apiPath(endpoints.appServiceWorker)).then(watchForUpdates, () => undefined);
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** "Update": the waiting version takes over, and the page reloads into it. */
export function applyUpdate() {
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
  waiting?.postMessage({ type: "update" });
}

/** "Later": the prompt goes; the new version takes over when every tab of the app has closed. */
export function dismissUpdate() {
  waiting = null;
  emit();
}

/** Logging out: the pages and readings kept for offline use go with the session (a shared phone). */
export function forgetOfflineCopies() {
  if (typeof caches === "undefined") return Promise.resolve();
  return Promise.all(ownerCaches.map((name) => caches.delete(name))).then(() => undefined, () => undefined);
}
