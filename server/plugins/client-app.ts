import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { prepareAnswer, sendCached, type CachedAnswer } from "../lib/answer-cache";
import { pagePreloads, type BuildManifest } from "../lib/page-preloads";
import { notFound } from "../lib/http-error";

const yearLong = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and `index.html` for every non-API route so the client router can answer (SPA fallback).
 * Unknown `/api/*` routes answer a JSON 404.
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

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?", 1)[0] ?? "";
      const isApi = pathname === "/api" || pathname.startsWith("/api/");
      if (!isApi && indexHtml && (request.method === "GET" || request.method === "HEAD")) {
        return sendCached(request, reply, answerFor(pathname));
      }
      throw notFound(isApi ? "apiRouteNotFound" : "notFound");
    });
  },
  { name: "client-app", dependencies: ["error-handler"] },
);
