import type { HelperPage } from "@common/helper-page";
import type { Translate } from "./texts";

/** When the copy shown was made, in her language; in numbers where the phone does not know her language's dates (Luganda). */
export function formatUpdated(iso: string, language: string): string {
  const date = new Date(iso);
  // Latin digits, like the rest of her texts.
  const locale = `${language}-u-nu-latn`;
  if (Intl.DateTimeFormat.supportedLocalesOf(locale).length) {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
  }
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Resolves once the page, its picture and its fonts are in: then the phone has every file it loaded. */
async function loaded() {
  if (document.readyState !== "complete") await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
  await document.fonts.ready;
}

/**
 * Keeps the page on the phone (service worker, scope /h/) and says so; on a copy shown without network
 * (marked `data-offline` by the worker) says when it was made.
 */
export function keepOffline(page: HelperPage, serviceWorkerUrl: string, t: Translate) {
  const status = document.getElementById("offline-status");
  const say = (message: string) => {
    if (!status) return;
    status.textContent = message;
    status.hidden = false;
  };
  const fromCopy = document.documentElement.hasAttribute("data-offline");
  if (fromCopy) say(t("lastUpdated", { date: formatUpdated(page.renderedAt, page.language) }));
  if (!("serviceWorker" in navigator) || !serviceWorkerUrl) return;
  const saved = () => fromCopy || say(t("savedOffline"));
  // The worker keeps a page by its path, as here.
  const address = location.origin + location.pathname;

  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; page?: boolean }>) => {
    if (event.data?.type === "kept" && event.data.page) saved();
  });
  navigator.serviceWorker.startMessages();
  void (async () => {
    try {
      await navigator.serviceWorker.register(serviceWorkerUrl, { scope: "/h/" });
      const registration = await navigator.serviceWorker.ready;
      if ("caches" in window && (await caches.match(address, { ignoreVary: true }))) saved();
      await loaded();
      const files = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(location.origin));
      registration.active?.postMessage({ type: "keep", urls: [address, ...files] });
    } catch {
      // No service worker (private mode, old phone): the page works online as before.
    }
  })();
}
