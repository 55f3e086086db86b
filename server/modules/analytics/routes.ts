import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recipeIdSchema } from "../../../common/recipe";
import { trackShareSchema } from "../../../common/helper";
import { notFound } from "../../lib/http-error";
import { requireUser } from "../../plugins/session";
import { recordEvent } from "../events/record";
import { recipeExists } from "../recipes/queries";

/** SPEC §7: a signed-in owner's click on a recipe card (the client ignores failures). */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/analytics/recipe-click",
    { schema: { body: z.object({ recipeId: recipeIdSchema }), response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await recipeExists(app.db, request.body.recipeId))) throw notFound("recipeNotFound");
      await recordEvent(app.db, { type: "recipe_click", userId: user.id, recipeId: request.body.recipeId }, request.log);
      // Popular ranks by clicks.
      app.catalogCache.clear("popular:");
      return reply.code(204).send(null);
    },
  );

  /** SPEC §7 track/share: the page share menu, for visitors too (the client only logs failures). */
  app.post("/api/track/share", { schema: { body: trackShareSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await recordEvent(app.db, { type: "share", userId: request.user?.id ?? null, platform: request.body.platform }, request.log);
    return reply.code(204).send(null);
  });
};

export default analyticsRoutes;
