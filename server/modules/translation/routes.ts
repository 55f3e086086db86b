import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sourceLanguageOr } from "../../../common/source-languages";
import { languageOfText } from "../../lib/language-id";
import type { Config } from "../../config";
import { notFound, subscriptionRequired } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import { requireHousehold, type HouseholdRow, type UserRow } from "../../plugins/session";
import { recordEvent } from "../events";
import { householdMayUseRecipes } from "../subscription";
import { findRecipe } from "../recipes";
import { fromSegments, recipeSegments } from "../translation-memory";
import type { Translator } from "./translator";
import { route } from "../../lib/route";

/**
 * docs/spec.md §7 translate calls: for members of a household whose subscription includes details (admins always,
 * decision 0080), rate limited per member with one counter for both calls (decision 0021: the text call was open to canceled owners).
 */
const translationRoutes: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter; translator: Translator }> = async (
  app,
  { config, limiter, translator },
) => {
  const allowTranslation = async ({ user, household }: { user: UserRow; household: HouseholdRow }) => {
    if (!householdMayUseRecipes(user, household)) throw subscriptionRequired();
    await limiter.hit(config.rateLimits.translatePerUser, `translate:user:${user.id}`);
  };

  app.route({
    ...route("translateText"),
    handler: async (request) => {
      await allowTranslation(requireHousehold(request));
      const { text, targetLanguage } = request.body;
      const [translatedText] = await translator.translate([text], targetLanguage, await languageOfText(text));
      return { translatedText: translatedText! };
    },
  });

  /** Translate-and-send: the recipe in the helper's language; each call is one share. */
  app.route({
    ...route("translateRecipe"),
    handler: async (request) => {
      const member = requireHousehold(request);
      await allowTranslation(member);
      const { user } = member;
      const recipe = await findRecipe(app.db, request.body.recipeId, user);
      if (!recipe) throw notFound("recipeNotFound");
      const segments = await translator.translate(recipeSegments(recipe), request.body.targetLanguage, sourceLanguageOr(recipe.sourceLanguage));
      await recordEvent(
        app.db,
        { type: "translation_share", userId: user.id, recipeId: recipe.id, language: request.body.targetLanguage },
        request.log,
      );
      return { translatedRecipe: fromSegments(recipe, segments) };
    },
  });
};

export default translationRoutes;
