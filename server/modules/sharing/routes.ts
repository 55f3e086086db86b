import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { HelperLanguageCode } from "../../../common/languages";
import * as errorCodes from "../../../common/error-codes";
import { hasHelperDetails, sendLanguageOf } from "../../../common/send-rules";
import { canUseRecipes, effectiveStatus } from "../../../common/subscription";
import type { Config } from "../../config";
import { badRequest, HttpError, notFound, subscriptionRequired } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireUser } from "../../plugins/session";
import { findRecipe } from "../recipes";
import type { Translator } from "../translation";
import { createRecipeShare } from "./create-share";
import { quickNotesByUse } from "./quick-notes";
import { listShares, revokeShare, setShareReplies } from "./sent-shares";
import { previewPage } from "./preview-share";
import { pageLanguage } from "../../lib/page-render";

/** Decision 0050: the owner sends the helper a link to her page; the quick notes, and what was sent. */
const shareRoutes: FastifyPluginAsyncZod<{ config: Config; translator: Translator; clientDir?: string }> = async (app, { config, translator, clientDir }) => {
  /** The checks a send makes before anything is translated (subscription, helper details), and the recipe and language. */
  const sendable = async (owner: ReturnType<typeof requireUser>, recipeId: number, chosen: HelperLanguageCode | undefined, asksProvider: boolean) => {
    if (!owner.isAdmin && !canUseRecipes(effectiveStatus(owner))) throw subscriptionRequired();
    if (!hasHelperDetails(owner)) throw new HttpError(400, errorCodes.helperDetailsMissing, "helperDetailsMissing");
    // One counter with the translate calls: a send (or a preview's note) may ask the provider (docs/design.md §7).
    if (asksProvider) await app.limiter.hit(config.rateLimits.translatePerUser, `translate:user:${owner.id}`);
    const recipe = await findRecipe(app.db, recipeId, owner);
    if (!recipe) throw notFound("recipeNotFound");
    const language = chosen ?? sendLanguageOf(owner);
    // Her language, or, as the owner chose, English or the recipe as it was written.
    if (![sendLanguageOf(owner), "en", recipe.sourceLanguage].includes(language)) throw badRequest("unsupportedLanguage");
    return { recipe, language };
  };

  app.route({
    ...route("listQuickNotes"),
    // In the owner's interface language: they read them; the helper gets hers with the message.
    handler: async (request) => quickNotesByUse(app.db, requireUser(request).id, request.language),
  });

  app.route({
    ...route("createShare"),
    handler: async (request, reply) => {
      const owner = requireUser(request);
      const { recipe, language } = await sendable(owner, request.body.recipeId, request.body.language, true);
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

  /**
   * Decision 0050: "See what Maria gets": the page a send with these choices would give her, for the owner's eyes
   * only (never indexed or kept), with nothing stored, sent or counted.
   */
  app.route({
    ...route("previewShare"),
    handler: async (request, reply) => {
      const owner = requireUser(request);
      // Only her note may ask the provider here: the recipe comes from the memory, as her page's does.
      const { recipe, language } = await sendable(owner, request.params.id, request.query.language, Boolean(request.query.note?.trim()));
      const html = await previewPage({ db: app.db, appUrl: config.appUrl, translator, clientDir: clientDir ?? "" }, owner, recipe, language, request.query, pageLanguage(request));
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .header("x-robots-tag", "noindex, nofollow")
        .send(html);
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
