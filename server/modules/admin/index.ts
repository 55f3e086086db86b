import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsSchema, shareStatsSchema, topRecipesSchema } from "../../../common/admin-stats";
import type { Config } from "../../config";
import { forbidden, unauthorized } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import adminRecipeRoutes from "./recipes";
import { analytics, shareStats, topRecipes } from "./stats";
import adminUserRoutes from "./users";

/**
 * Everything under /api/admin, behind one guard every route registered here passes through:
 * 401 for visitors, 403 for owners who are not admins (DESIGN §7).
 */
const adminModule: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter }> = async (app, { config, limiter }) => {
  app.addHook("onRequest", async (request) => {
    if (!request.user) throw unauthorized();
    if (!request.user.isAdmin) throw forbidden();
  });

  await app.register(adminUserRoutes);
  await app.register(adminRecipeRoutes, { uploadLimit: (adminId) => limiter.hit(config.rateLimits.uploadPerUser, `upload:user:${adminId}`) });
  app.get("/api/admin/share-stats", { schema: { response: { 200: shareStatsSchema } } }, () => shareStats(app.db));
  app.get("/api/admin/top-recipes", { schema: { response: { 200: topRecipesSchema } } }, () => topRecipes(app.db));
  app.get("/api/admin/analytics", { schema: { response: { 200: analyticsSchema } } }, () => analytics(app.db));
};

export default adminModule;
