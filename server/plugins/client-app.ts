import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { prepareAnswer, sendCached, type CachedAnswer } from "../lib/answer-cache";
import { pagePreloads, type BuildManifest } from "../lib/page-preloads";
import { notFound } from "../lib/http-error";
import { fetchFromApp, fillTemplate, isServerRendered, loadServerRender, pageLanguage, pageTimeZone } from "../lib/page-render";
import { pageAt } from "../../common/pages";
import { withOneSessionLookup } from "./session";

const yearLong = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";
/** Guests' rendered pages kept (by language and address) while the catalogue does not change. */
const guestPagesMax = 500;
const guestPageTtlMs = 5_000;
/** An address no page answers (common/pages.ts), rendered for every unknown one: they all show the not-found page. */
const notFoundUrl = "/not-found";

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and `index.html` for every non-API route so the client router can answer (SPA fallback): with 200 for the
 * app's pages, 404 (and the not-found page) for any other address. Unknown `/api/*` routes answer a JSON 404.
 */
export default fp<{ clientDir: string | undefined }>(
  async (app, { clientDir }) => {
    const indexFile = clientDir && path.join(clientDir, "index.html");
    const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
    const manifestFile = clientDir && path.join(clientDir, ".vite/manifest.json");
    const manifest: BuildManifest = manifestFile && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
    const pageFor = indexHtml ? pagePreloads(indexHtml, manifest) : undefined;
    // The page each client route starts from: made and compressed once per page, revalidated by ETag.
    const pages = new Map<string, CachedAnswer>();
    const answerFor = (pathname: string) => {
      const { key, html } = pageFor!(pathname);
      let answer = pages.get(key);
      if (!answer) pages.set(key, (answer = prepareAnswer(html, "text/html; charset=utf-8", 11)));
      return answer;
    };

    // Server rendering (decision 0055): the bundle built beside the client, when there is one.
    const serverRender = clientDir && indexHtml ? await loadServerRender(path.join(clientDir, "../server-render/entry-server.js")) : undefined;
    /** Guests all see the same page for an address and language: rendered once, then served from here. */
    const guestPages = new Map<string, { answer: Promise<CachedAnswer>; expiresAt: number }>();

    /** `url`: the page to render, the request's own, or for any unknown address the one not-found page. */
    const renderPage = async (request: FastifyRequest, pathname: string, url: string): Promise<CachedAnswer> => {
      const language = pageLanguage(request);
      const visitor = app.sessionCookie.read(request) ? "owner" : "guest";
      // The page's API calls share one lookup of the visitor's session (decision 0078).
      // An owner's day where she is, when her browser has said (decision 0088); a guest's page is the same for all.
      const timeZone = visitor === "owner" ? pageTimeZone(request) : undefined;
      const page = await withOneSessionLookup(() => serverRender!.render({ url, language, fetch: fetchFromApp(app, request), visitor, timeZone }));
      return prepareAnswer(fillTemplate(pageFor!(pathname).html, { language, ...page }, app.config.appUrl), "text/html; charset=utf-8", 5);
    };

    const renderedAnswer = (request: FastifyRequest, pathname: string, url: string): Promise<CachedAnswer> => {
      if (app.sessionCookie.read(request)) return renderPage(request, pathname, url);
      const key = `${app.catalogCache.generation} ${pageLanguage(request)} ${url}`;
      const now = Date.now();
      const kept = guestPages.get(key);
      if (kept && kept.expiresAt > now) return kept.answer;
      if (guestPages.size >= guestPagesMax) guestPages.clear();
      const answer = renderPage(request, pathname, url);
      guestPages.set(key, { answer, expiresAt: now + guestPageTtlMs });
      answer.catch(() => guestPages.delete(key));
      return answer;
    };

    if (clientDir && indexHtml) {
      const assetsDir = path.join(clientDir, "assets") + path.sep;
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: false,
        // Not the build's own bookkeeping (.vite/manifest.json).
        allowedPath: (pathName) => !pathName.split("/").some((segment) => segment.startsWith(".")),
        // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
        preCompressed: true,
        setHeaders(reply, filePath) {
          reply.header("cache-control", filePath.startsWith(assetsDir) ? yearLong : revalidate);
        },
      });
    } else if (clientDir) {
      app.log.warn({ clientDir }, "client build missing; only the API is served");
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split("?", 1)[0] ?? "";
      const isApi = pathname === "/api" || pathname.startsWith("/api/");
      if (!isApi && indexHtml && (request.method === "GET" || request.method === "HEAD")) {
        // docs/spec.md §2's not-found page for an address that is no page: with a 404, so that search
        // engines, link previews and the offline worker do not take it for a page.
        const known = pageAt(pathname) !== undefined;
        const status = known ? 200 : 404;
        if (serverRender && (isServerRendered(pathname) || !known)) {
          try {
            // Every unknown address draws the same page: rendered (and kept for guests) once, not per address.
            const answer = await renderedAnswer(request, pathname, known ? request.url : notFoundUrl);
            // The page depends on the visitor's cookies (language, session); a signed-in one is theirs alone.
            const cacheControl = app.sessionCookie.read(request) ? "private, no-cache" : "no-cache";
            return sendCached(request, reply, answer, { vary: "accept-encoding, cookie", cacheControl, status });
          } catch (error) {
            request.log.error({ err: error }, "server rendering failed; the page is drawn in the browser");
          }
        }
        return sendCached(request, reply, answerFor(pathname), { status });
      }
      throw notFound(isApi ? "apiRouteNotFound" : "notFound");
    });
  },
  { name: "client-app", dependencies: ["error-handler", "catalog-cache", "session"] },
);
