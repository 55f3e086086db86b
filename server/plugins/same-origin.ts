import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config";
import { forbidden } from "../lib/http-error";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses changes requested from another site (CSRF, docs/design.md §7): a browser always names the page's
 * origin on such requests, and modern ones say `Sec-Fetch-Site: cross-site`. Requests without an
 * Origin (curl, server-to-server, webhooks with their own signature) are not from a browser page.
 */
export function isCrossSite(request: FastifyRequest, appUrl: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === "null") return true;
  const own = new URL(appUrl).origin;
  if (origin === own) return false;
  // The page and the API on one host (e.g. behind Vite's dev proxy, or reached by IP): same origin.
  try {
    const from = new URL(origin);
    // Behind HTTPS, a page served over plain HTTP on the same host is another origin (it could be anyone's on the path).
    if (appUrl.startsWith("https://") && from.protocol !== "https:") return true;
    return from.host !== request.headers.host;
  } catch {
    return true;
  }
}

export default fp<{ config: Config; exempt?: string[] }>(
  async (app, { config, exempt = [] }) => {
    app.addHook("onRequest", (request, _reply, done) => {
      if (safeMethods.has(request.method) || exempt.some((path) => request.url.startsWith(path))) return done();
      done(isCrossSite(request, config.appUrl) ? forbidden("crossOrigin") : undefined);
    });
  },
  { name: "same-origin" },
);
