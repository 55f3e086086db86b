/* global self, caches */
/**
 * The helper's page offline (decision 0050), scope /h/. Served by the app with its version filled in
 * (service-worker.ts), so a new build installs a new worker.
 *
 * - The page (/h/<token>): network first, so a revoked or changed link shows as it is now; the copy on the
 *   phone when there is no network, or when the network is too slow to wait for. A copy shown that way gets
 *   `data-offline` on <html>, and the page then says when it was made. A 404 or 410 deletes the copy.
 * - Its scripts, styles, fonts (/assets/, hashed: never change) and the recipe picture (/api/images/, also
 *   immutable): from the phone's cache first.
 * - On the first visit the page was loaded before this worker ran, so it posts what it loaded
 *   ({type: "keep", urls}) and the worker fetches what is missing, then answers {type: "kept"}.
 */
const version = "__VERSION__";
const cacheName = "wasfa-helper-v1";
/** How long a slow network is waited for before the copy on the phone is shown (it is still updated). */
const networkWait = 4000;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("wasfa-helper-") && name !== cacheName) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const sameOrigin = (url) => url.origin === self.location.origin;
const isPage = (url) => sameOrigin(url) && url.pathname.startsWith("/h/") && url.pathname !== new URL(self.location.href).pathname;
const isAsset = (url) => sameOrigin(url) && (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/api/images/"));
/** A page is kept by its path: the fragment (#cook-r1) and any query are the same page. */
const pageKey = (url) => url.origin + url.pathname;

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate" && isPage(url)) event.respondWith(page(event, pageKey(url)));
  else if (isAsset(url)) event.respondWith(asset(request));
});

async function page(event, key) {
  const cache = await caches.open(cacheName);
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    else if (response.status === 404 || response.status === 410) await cache.delete(key);
    return response;
  });
  const kept = await cache.match(key);
  if (!kept) return network;
  network.catch(() => undefined);
  event.waitUntil(network.catch(() => undefined));
  const waited = new Promise((resolve) => setTimeout(resolve, networkWait, "slow"));
  try {
    const answer = await Promise.race([network, waited]);
    return answer === "slow" || answer.status >= 500 ? offlineCopy(kept) : answer;
  } catch {
    return offlineCopy(kept);
  }
}

/** The kept page, marked so its script shows "Last updated". */
async function offlineCopy(kept) {
  const html = await kept.text();
  const headers = new Headers(kept.headers);
  for (const name of ["content-length", "content-encoding", "transfer-encoding", "etag"]) headers.delete(name);
  return new Response(html.replace(/<html /, '<html data-offline="" '), { status: 200, headers });
}

async function asset(request) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      let pageKept = false;
      await Promise.all(
        data.urls.map(async (address) => {
          const url = new URL(address, self.location.origin);
          const pageUrl = isPage(url);
          if (!pageUrl && !isAsset(url)) return;
          const key = pageUrl ? pageKey(url) : url.href;
          if (await cache.match(key, { ignoreVary: true })) {
            pageKept ||= pageUrl;
            return;
          }
          try {
            const response = await fetch(key, { credentials: "same-origin" });
            if (response.ok) {
              await cache.put(key, response);
              pageKept ||= pageUrl;
            }
          } catch {
            // No network now: the next visit keeps it.
          }
        }),
      );
      event.source?.postMessage({ type: "kept", page: pageKept, version });
    })(),
  );
});
