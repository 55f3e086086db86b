import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { prepareAnswer, sendCached } from "../lib/answer-cache";
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
    // The page every client route starts from: compressed once, revalidated by ETag.
    const indexHtml = indexFile && existsSync(indexFile) ? prepareAnswer(readFileSync(indexFile), "text/html; charset=utf-8", 11) : undefined;

    if (clientDir && indexHtml) {
      const assetsDir = path.join(clientDir, "assets") + path.sep;
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: false,
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
        return sendCached(request, reply, indexHtml);
      }
      throw notFound(isApi ? "apiRouteNotFound" : "notFound");
    });
  },
  { name: "client-app", dependencies: ["error-handler"] },
);
