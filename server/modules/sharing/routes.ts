import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as errorCodes from "../../../common/error-codes";
import { hasHelperDetails, sendLanguageOf } from "../../../common/send-rules";
import { canUseRecipes, effectiveStatus } from "../../../common/subscription";
import type { Config } from "../../config";
import { badRequest, HttpError, notFound, subscriptionRequired } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireUser } from "../../plugins/session";
import { findRecipe } from "../recipes/queries";
import type { Translator } from "../translation/translator";
import { createRecipeShare } from "./create-share";
import { quickNotesByUse } from "./quick-notes";
import { listShares, revokeShare, setShareReplies } from "./sent-shares";

/** Issue 17: the owner sends the helper a link to her page; the quick notes, and what was sent. */
const shareRoutes: FastifyPluginAsyncZod<{ config: Config; translator: Translator }> = async (app, { config, translator }) => {
  app.route({
    ...route("listQuickNotes"),
    // In the owner's interface language: they read them; the helper gets hers with the message.
    handler: async (request) => quickNotesByUse(app.db, requireUser(request).id, request.language),
  });

  app.route({
    ...route("createShare"),
    handler: async (request, reply) => {
      const owner = requireUser(request);
      if (!owner.isAdmin && !canUseRecipes(effectiveStatus(owner))) throw subscriptionRequired();
      if (!hasHelperDetails(owner)) throw new HttpError(400, errorCodes.helperDetailsMissing, "helperDetailsMissing");
      // One counter with the translate calls: a send may ask the provider (DESIGN §7).
      await app.limiter.hit(config.rateLimits.translatePerUser, `translate:user:${owner.id}`);
      const recipe = await findRecipe(app.db, request.body.recipeId, owner);
      if (!recipe) throw notFound("recipeNotFound");
      const language = request.body.language ?? sendLanguageOf(owner);
      // Her language, or, as the owner chose, English or the recipe as it was written.
      if (![sendLanguageOf(owner), "en", recipe.sourceLanguage].includes(language)) throw badRequest("unsupportedLanguage");
      const created = await createRecipeShare(
        { db: app.db, config, translator, log: request.log, ownerLanguage: request.language },
        { ...owner, domesticWorkerPhone: owner.domesticWorkerPhone! },
        recipe,
        language,
        request.body,
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...route("listShares"),
    handler: async (request) => listShares(app.db, requireUser(request).id, request.language),
  });

  app.route({
    ...route("updateShare"),
    handler: async (request, reply) => {
      await setShareReplies(app.db, requireUser(request).id, request.params.id, request.body.repliesEnabled);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route("revokeShare"),
    handler: async (request, reply) => {
      await revokeShare(app.db, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default shareRoutes;
