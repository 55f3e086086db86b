import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { canUseRecipes, effectiveStatus, subscriptionRequiredCode } from "../../../common/subscription";
import { translateRecipeSchema, translateTextSchema, translatedRecipeSchema } from "../../../common/translation";
import type { Config } from "../../config";
import { forbidden, notFound } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limiter";
import { requireUser } from "../../plugins/session";
import { recordEvent } from "../events/record";
import { findRecipe } from "../recipes/queries";
import { fromSegments, recipeSegments } from "./recipe-segments";
import type { Translator } from "./translator";

/** SPEC §7 translate calls: signed-in only, rate limited per user. */
const translationRoutes: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter; translator: Translator }> = async (
  app,
  { config, limiter, translator },
) => {
  app.post(
    "/api/translate",
    { schema: { body: translateTextSchema, response: { 200: z.object({ translatedText: z.string() }) } } },
    async (request) => {
      const user = requireUser(request);
      limiter.hit(config.rateLimits.translatePerUser, `translate:user:${user.id}`);
      const [translatedText] = await translator.translate([request.body.text], request.body.targetLanguage);
      return { translatedText: translatedText! };
    },
  );

  /** Translate-and-send: the recipe in the helper's language; each call is one share. */
  app.post(
    "/api/translate/recipe",
    { schema: { body: translateRecipeSchema, response: { 200: z.object({ translatedRecipe: translatedRecipeSchema }) } } },
    async (request) => {
      const user = requireUser(request);
      if (!user.isAdmin && !canUseRecipes(effectiveStatus(user))) throw forbidden("subscriptionRequired", subscriptionRequiredCode);
      limiter.hit(config.rateLimits.translatePerUser, `translate:user:${user.id}`);
      const recipe = await findRecipe(app.db, request.body.recipeId, { includeHidden: user.isAdmin });
      if (!recipe) throw notFound("recipeNotFound");
      const segments = await translator.translate(recipeSegments(recipe), request.body.targetLanguage);
      await recordEvent(
        app.db,
        { type: "translation_share", userId: user.id, recipeId: recipe.id, language: request.body.targetLanguage },
        request.log,
      );
      return { translatedRecipe: fromSegments(recipe, segments) };
    },
  );
};

export default translationRoutes;
