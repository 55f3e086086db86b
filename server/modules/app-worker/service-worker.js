/* global self, caches */
/**
 * The owner's app offline and installable (decision 0057), scope /. Served by the app at /sw.js
 * with its version and the shell's files filled in (worker-script.ts), so each build installs a new worker,
 * which waits until the page's "Update" button lets it take over.
 *
 * - The shell (the built index.html, and every script and style the app loads, each page's and each dialog's):
 *   kept at install, so no page goes blank offline for want of its code (decision 0057).
 * - Hashed assets (/assets/) and recipe pictures (/api/images/): never change, so from the phone first. A
 *   household's own photo (answered `private`, decision 0062) is kept with her own things, not with the assets.
 * - Pages and the owner's readings (account, favourites, recipe lists, the last recipes opened): from the
 *   network; the last answer is kept and shown when there is no network. A page never seen offline opens as
 *   the shell, which draws it from the kept readings.
 * - The helper's pages (/h/) have their own worker, and the owner's preview of one (/preview/) is never kept;
 *   anything else (writes, other API calls) is not touched.
 * - Logging out (the page deletes them) or an ended session (401 from /api/account) forgets the owner's
 *   pages, readings and photos, so nobody else reads them on this phone.
 */
const version = "__VERSION__";
const shellFiles = "__SHELL_FILES__";
const shellCache = `wasfa-app-shell-${version}`;
/** v2: the first cache also held household photos; it is deleted whole at activation (decision 0062). */
const assetCache = "wasfa-app-assets-v2";
const retiredCaches = ["wasfa-app-assets"];
/** The owner's own caches, forgotten at logout, and the readings kept (common/app-worker.ts). */
const settings = "__SETTINGS__";
const { pageCache, readingCache, photoCache } = settings;
const shellPage = "/index.html";
/** How many pages and recipe readings are kept (the newest). */
const keptPages = 30;
const keptRecipes = 20;
const keptPhotos = 60;

const keptReadings = settings.keptReadings.map((pattern) => new RegExp(pattern));
const isRecipe = (pathname) => /^\/api\/recipes\/\d+$/.test(pathname);

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(shellCache).then((cache) => cache.addAll(shellFiles)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if ((name.startsWith("wasfa-app-shell-") && name !== shellCache) || retiredCaches.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The page's "Update" button: this worker, installed and waiting, takes over (the page then reloads). */
self.addEventListener("message", (event) => {
  if (event.data?.type === "update") void self.skipWaiting();
});

const forget = () => Promise.all([caches.delete(pageCache), caches.delete(readingCache), caches.delete(photoCache)]);

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // The helper's pages have their own worker; the owner's preview of one (decision 0050) is never kept.
  if (url.origin !== self.location.origin || url.pathname.startsWith("/h/") || url.pathname.startsWith("/preview/")) return;
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/api/images/")) event.respondWith(fromPhoneFirst(request));
  else if (request.mode === "navigate" && !url.pathname.startsWith("/api/")) event.respondWith(page(request, url));
  else if (keptReadings.some((pattern) => pattern.test(url.pathname))) event.respondWith(reading(request, url));
});

async function fromPhoneFirst(request) {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (!response.ok) return response;
  // Only its owner's session gets a household photo, answered `private`: it goes with her own things.
  if (/\bprivate\b/.test(response.headers.get("cache-control") ?? "")) {
    await keep(photoCache, request.url, response.clone(), keptPhotos);
  } else {
    const cache = await caches.open(assetCache);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * A page from the network (kept when it is the owner's 200); offline, the kept copy, else the shell, marked
 * `data-offline` on <html> so the page knows it has no network even when the phone says it has (decision 0057).
 */
async function page(request, url) {
  const key = url.pathname + url.search;
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get("content-type")?.startsWith("text/html")) await keep(pageCache, key, response.clone(), keptPages);
    return response;
  } catch (error) {
    const kept = (await caches.match(key, { cacheName: pageCache, ignoreVary: true })) ?? (await caches.match(shellPage, { ignoreVary: true }));
    if (kept) return markedOfflinePage(kept);
    throw error;
  }
}

/**
 * An API reading from the network (kept when 200); offline, the kept answer, marked so the page knows it has no
 * network even when the phone says it has (settings.keptHeader, client/src/lib/online.ts).
 */
async function reading(request, url) {
  const key = url.pathname + url.search;
  try {
    const response = await fetch(request);
    if (response.ok && isRecipe(url.pathname)) await keep(readingCache, key, response.clone(), keptRecipes, isRecipe);
    else if (response.ok) await keep(readingCache, key, response.clone(), Infinity);
    else if (response.status === 401 && url.pathname === "/api/account") await forget();
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: readingCache, ignoreVary: true });
    if (kept) return markedKept(kept);
    throw error;
  }
}

async function markedOfflinePage(kept) {
  const html = await kept.text();
  const headers = new Headers(kept.headers);
  for (const name of ["content-length", "content-encoding", "transfer-encoding", "etag"]) headers.delete(name);
  return new Response(html.replace(/<html /, '<html data-offline="" '), { status: 200, headers });
}

function markedKept(response) {
  const headers = new Headers(response.headers);
  headers.set(settings.keptHeader, "1");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Puts the answer under `key`, newest last, and drops the oldest of those `sameKind` beyond `limit`. */
async function keep(cacheName, key, response, limit, sameKind = () => true) {
  const cache = await caches.open(cacheName);
  await cache.delete(key);
  await cache.put(key, response);
  const kept = (await cache.keys()).filter((request) => sameKind(new URL(request.url).pathname));
  for (const old of kept.slice(0, Math.max(0, kept.length - limit))) await cache.delete(old);
}
