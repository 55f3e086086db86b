import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { dehydrate, hydrate, QueryClientProvider, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { i18n, initServerI18n } from "./i18n/setup";
import { apiFetch } from "./lib/api-fetch";
import { createQueryClient } from "./lib/query-client";
import { renderedTitle } from "./lib/use-page-title";
import type { RenderedPage } from "@common/server-render";
import { pagePreview } from "./lib/page-preview";
import { learnedQueries, learnQueries } from "./lib/learned-queries";
import { AppRoutes, loadAllPageCode } from "./app/router";
import { setDrawnDay } from "./lib/owner-day";
import { dayIn } from "@common/time-zone";
import type { OwnerDay } from "@common/server-render";

/*
 * Server rendering (decision 0055), built by Vite as its own bundle (dist/server-render) and called by the
 * server's client-app plugin. The page renders with the same components, routes and queries as in the
 * browser; its queries run against the app itself (the server passes a `fetch` that answers from it, with the
 * visitor's cookies), and their answers go into the page for the browser's TanStack Query.
 */

export type RenderInput = {
  /** Path and query of the page. */
  url: string;
  language: "en" | "ar";
  /** Answers the page's API calls (`/api/…`) for this visitor. */
  fetch: typeof fetch;
  /** "owner" with a session, else "guest": their pages read different things. */
  visitor?: "owner" | "guest";
  /** The owner's time zone, when her browser has said (decision 0088): her home's "Today" is drawn for her day. */
  timeZone?: string;
};

const requestFetch = new AsyncLocalStorage<typeof fetch>();
apiFetch.current = (input, init) => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) throw new Error("API call outside a server render");
  return fetchForRequest(input, init);
};

/** Every page's code and both languages' texts, loaded once: then each render is one synchronous pass. */
export const ready = Promise.all([initServerI18n(), loadAllPageCode()]);

/** How many times a page may reveal further queries (one that waits for the account, then its own data). */
const maxDataRounds = 4;

function renderApp(queryClient: QueryClient, url: string, language: "en" | "ar", ownerDay: OwnerDay | undefined) {
  // Synchronous from here to the end of renderToString: no other request's render runs in between.
  i18n.changeLanguage(language);
  setDrawnDay(ownerDay);
  renderedTitle.reset();
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
};

/** The queries a render asked for that have neither an answer nor a request under way. */
const waiting = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && isEnabled(query));

/**
 * Which queries each pass of a render reads: TanStack builds (or finds) a query for every `useQuery` it
 * renders, so wrapping the cache's `build` sees them.
 */
function watchReads(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  let read = new Set<Query>();
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    read.add(query as Query);
    return query;
  }) as typeof cache.build;
  return { nextPass: () => void (read = new Set()), lastPass: () => read };
}

/** An infinite query's answer: its pages (a plain fetch of its address would not give it that). */
const isPaged = (data: unknown) => typeof data === "object" && data !== null && "pages" in data && "pageParams" in data;

/**
 * A query's API address when a plain prefetch by that address gives it what it holds: the address is its
 * whole key (the default fetcher's; lib/api-client), and it is no infinite query.
 */
const keyOf = (query: Query) =>
  !isPaged(query.state.data) && query.queryKey.length === 1 && typeof query.queryKey[0] === "string" ? query.queryKey[0] : null;

export async function render({ url, language, fetch, visitor = "guest", timeZone }: RenderInput): Promise<RenderedPage<DehydratedState>> {
  await ready;
  // Read once: every pass of this page draws the same day.
  const ownerDay = timeZone ? { day: dayIn(timeZone), timeZone } : undefined;
  const collecting = createQueryClient();
  const cache = collecting.getQueryCache();
  const reads = watchReads(collecting);
  const fetchAll = (fetching: () => Promise<unknown>[]) => requestFetch.run(fetch, () => Promise.all(fetching()));

  // What pages like this one read last time, asked for together before the first pass (lib/learned-queries). An
  // owner's page drawn for her day reads her day's things (the menu, its list), one drawn without it does not.
  const reader = ownerDay ? `${visitor} day` : visitor;
  const known = learnedQueries(url, reader);
  if (known.length > 0) {
    await fetchAll(() => known.map((key) => collecting.prefetchQuery({ queryKey: [key] })));
    // A refusal (the account of a session that has ended) is left for the page to ask with its own options.
    collecting.removeQueries({ predicate: (query) => query.state.status === "error" });
  }
  const guessed = new Set(cache.getAll());

  // Render, run what it asked for, and again, until it asks for nothing new.
  let html = "";
  let settled = false;
  for (let round = 0; round < maxDataRounds; round++) {
    reads.nextPass();
    html = renderApp(collecting, url, language, ownerDay);
    const queries = waiting(collecting);
    if (queries.length === 0) {
      settled = true;
      break;
    }
    await fetchAll(() => queries.map((query) => query.fetch().catch(() => undefined)));
  }
  const read = reads.lastPass();
  // A guessed answer the page did not read stays out of it; one it reads but keeps switched off must not shape it.
  const stray = [...guessed].filter((query) => !read.has(query) || !isEnabled(query));
  for (const query of stray) cache.remove(query);
  const answered = [...read].filter((query) => query.state.status === "success" && isEnabled(query));
  learnQueries(url, reader, answered.map(keyOf).filter((key): key is string => key !== null));

  // The browser starts from the answers that succeeded, and nothing for a query that failed (it asks again and
  // shows what it shows today). When the last pass read only such answers, it is the page; otherwise one more
  // pass from exactly what the browser will have, so hydration matches.
  const failed = cache.getAll().some((query) => query.state.status === "error");
  const queries = dehydrate(collecting);
  collecting.clear();
  if (!settled || failed || stray.some((query) => read.has(query))) {
    const final = createQueryClient();
    hydrate(final, queries);
    html = renderApp(final, url, language, ownerDay);
    final.clear();
  }
  const title = renderedTitle.take();
  // Still in the page's language (nothing awaited since its render).
  return { html, title, queries, preview: pagePreview(url, i18n.t), ...(ownerDay && { ownerDay }) };
}
