import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http-error";
import { requireHousehold } from "../../plugins/session";
import type { Config } from "../../config";
import { recordEvent, recordRecipeClick } from "../events";
import { recipeExists, recipeViewer } from "../recipes";
import { route } from "../../lib/route";

/** docs/spec.md §7: a signed-in owner's click on a recipe card (the client ignores failures). */
const analyticsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...route("trackRecipeClick"),
    handler: async (request, reply) => {
      const member = requireHousehold(request);
      const { user } = member;
      // A household recipe is counted only for its own household's clicks; events keep the member who clicked.
      if (!(await recipeExists(app.db, request.body.recipeId, recipeViewer(member)))) throw notFound("recipeNotFound");
      // Popular ranks by clicks.
      if (await recordRecipeClick(app.db, user.id, request.body.recipeId, request.log)) app.catalogCache.clear("popular:");
      return reply.code(204).send(null);
    },
  });

  /**
   * docs/spec.md §7 track/share: the page share menu, for visitors too (the client only logs failures). Each
   * owner, or each address for visitors, counts a limited number of shares; beyond it the answer is the
   * same and nothing is counted, so nobody can inflate the statistics.
   */
  app.route({
    ...route("trackShare"),
    handler: async (request, reply) => {
      const subject = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
      if (await app.limiter.allow(config.rateLimits.shareTrackPerSubject, `share-track:${subject}`)) {
        await recordEvent(app.db, { type: "share", userId: request.user?.id ?? null, platform: request.body.platform }, request.log);
      }
      return reply.code(204).send(null);
    },
  });
};

export default analyticsRoutes;
