/*
 * A new version of the owner's app (decision 0057): installed, it waits for the owner's word
 * ("Update") before it takes over the page. This store is all the first load carries; the worker itself is
 * registered by ./app-worker, which loads after the page.
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

/** Offers `worker`, a new version that has installed. */
export function offerUpdate(worker: ServiceWorker) {
  waiting = worker;
  emit();
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
