import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { dehydrate, hydrate, QueryClientProvider, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { i18n, initServerI18n } from "./i18n/setup";
import { apiFetch } from "./lib/api-fetch";
import { createQueryClient } from "./lib/query-client";
import { renderedTitle } from "./lib/use-page-title";
import { pagePreview, type PagePreview } from "./lib/page-preview";
import { AppRoutes, loadAllPageCode } from "./app/router";

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
};

export type RenderedPage = { html: string; title: string; queries: DehydratedState; preview: PagePreview | null };

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

function renderApp(queryClient: QueryClient, url: string, language: "en" | "ar") {
  // Synchronous from here to the end of renderToString: no other request's render runs in between.
  i18n.changeLanguage(language);
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

export async function render({ url, language, fetch }: RenderInput): Promise<RenderedPage> {
  await ready;
  const collecting = createQueryClient();
  // Render, run what it asked for, and again, until it asks for nothing new.
  for (let round = 0; round < maxDataRounds; round++) {
    renderApp(collecting, url, language);
    const queries = waiting(collecting);
    if (queries.length === 0) break;
    await requestFetch.run(fetch, () => Promise.all(queries.map((query) => query.fetch().catch(() => undefined))));
  }
  // The last render sees exactly what the browser will start from: the answers that succeeded, and nothing
  // for a query that failed (the browser asks again and shows what it shows today), so hydration matches.
  const queries = dehydrate(collecting);
  collecting.clear();
  const final = createQueryClient();
  hydrate(final, queries);
  const html = renderApp(final, url, language);
  const title = renderedTitle.take();
  final.clear();
  // Still in the page's language (nothing awaited since its render).
  return { html, title, queries, preview: pagePreview(url, i18n.t) };
}
