import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { HelperLanguageCode } from "../../../common/languages";
import type { Config } from "../../config";
import { badRequest, notFound, subscriptionRequired } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireHousehold } from "../../plugins/session";
import { findRecipe, recipeViewer } from "../recipes";
import type { Translator } from "../translation";
import { createRecipeShare } from "./create-share";
import { quickNotesByUse } from "./quick-notes";
import { listShares, revokeShare, setShareReplies } from "./sent-shares";
import { previewPage } from "./preview-share";
import { householdMayUseRecipes } from "../subscription";
import { helperSendLanguage, sendingHelper } from "./recipient";
import { pageLanguage } from "../../lib/page-render";

/**
 * Decision 0050: a member sends the helper a link to her page; the quick notes, and what was sent. The links are the
 * household's (decision 0080): any member lists, turns replies off on or stops any of them; another household's is a 404.
 */
const shareRoutes: FastifyPluginAsyncZod<{ config: Config; translator: Translator; clientDir?: string }> = async (app, { config, translator, clientDir }) => {
  /** The checks a send makes before anything is translated (subscription, helper details), and the recipe and language. */
  const sendable = async (
    member: ReturnType<typeof requireHousehold>,
    recipeId: number,
    chosen: HelperLanguageCode | undefined,
    asksProvider: boolean,
    helperId?: number,
  ) => {
    const { user, household } = member;
    if (!householdMayUseRecipes(user, household)) throw subscriptionRequired();
    // Decision 0081: the helper chosen (her language, her number), else the first.
    const helper = await sendingHelper(app.db, household.id, { helperId });
    // One counter with the translate calls: a send (or a preview's note) may ask the provider (docs/design.md §7).
    if (asksProvider) await app.limiter.hit(config.rateLimits.translatePerUser, `translate:user:${user.id}`);
    const recipe = await findRecipe(app.db, recipeId, recipeViewer(member));
    if (!recipe) throw notFound("recipeNotFound");
    const language = chosen ?? helperSendLanguage(helper);
    // Her language, or, as the member chose, English or the recipe as it was written.
    if (![helperSendLanguage(helper), "en", recipe.sourceLanguage].includes(language)) throw badRequest("unsupportedLanguage");
    return { sending: { user, household, helper }, recipe, language };
  };

  app.route({
    ...route("listQuickNotes"),
    // In the owner's interface language: they read them; the helper gets hers with the message.
    handler: async (request) => quickNotesByUse(app.db, requireHousehold(request).household.id, request.language),
  });

  app.route({
    ...route("createShare"),
    handler: async (request, reply) => {
      const { sending, recipe, language } = await sendable(requireHousehold(request), request.body.recipeId, request.body.language, true, request.body.helperId);
      const created = await createRecipeShare(
        { db: app.db, config, translator, log: request.log, ownerLanguage: request.language },
        sending,
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
      // Only her note may ask the provider here: the recipe comes from the memory, as her page's does.
      const { sending, recipe, language } = await sendable(
        requireHousehold(request),
        request.params.id,
        request.query.language,
        Boolean(request.query.note?.trim()),
        request.query.helperId,
      );
      const html = await previewPage(
        { db: app.db, appUrl: config.appUrl, translator, clientDir: clientDir ?? "" },
        { firstName: sending.user.firstName, helperFirstName: sending.helper.firstName },
        recipe,
        language,
        request.query,
        pageLanguage(request),
      );
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
    handler: async (request) => listShares(app.db, requireHousehold(request).household.id, request.language),
  });

  app.route({
    ...route("updateShare"),
    handler: async (request, reply) => {
      await setShareReplies(app.db, requireHousehold(request).household.id, request.params.id, request.body.repliesEnabled);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route("revokeShare"),
    handler: async (request, reply) => {
      await revokeShare(app.db, requireHousehold(request).household.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default shareRoutes;
