import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { forbidden, unauthorized } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import type { Billing } from "../subscription";
import adminRecipeRoutes from "./recipes";
import { analytics, shareStats, topRecipes } from "./stats";
import adminTranslationRoutes from "./translations";
import adminUserRoutes from "./users";
import { route } from "../../lib/route";

/**
 * Everything under /api/admin, behind one guard every route registered here passes through:
 * 401 for visitors, 403 for owners who are not admins (docs/design.md §7).
 */
const adminModule: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter; billing: Billing }> = async (app, { config, limiter, billing }) => {
  app.addHook("onRequest", async (request) => {
    if (!request.user) throw unauthorized();
    if (!request.user.isAdmin) throw forbidden();
  });

  await app.register(adminUserRoutes, { billing });
  await app.register(adminTranslationRoutes);
  await app.register(adminRecipeRoutes, { uploadLimit: (adminId) => limiter.hit(config.rateLimits.uploadPerUser, `upload:user:${adminId}`) });
  app.route({
    ...route("adminShareStats"),
    handler: () => shareStats(app.db),
  });
  app.route({
    ...route("adminTopRecipes"),
    handler: () => topRecipes(app.db),
  });
  app.route({
    ...route("adminAnalytics"),
    handler: () => analytics(app.db),
  });
};

export default adminModule;
