import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";
import { appServiceWorker } from "./worker-script";

/**
 * GET /sw.js: the owner's app's service worker, scope / (decision 0057). Made once per start from the
 * build (with no build, a worker with an empty shell); revalidated on every check, so a new build is
 * found at the next visit.
 */
export function appWorkerRoutes(clientDir: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const script = appServiceWorker(clientDir ?? "");
    app.route({
      ...route("appServiceWorker"),
      handler: async (_request, reply) => reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(script),
    });
  };
}
