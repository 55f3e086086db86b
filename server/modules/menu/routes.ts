import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as errorCodes from "../../../common/error-codes";
import { isHelperLanguage } from "../../../common/languages";
import { hasHelperDetails, sendLanguageOf } from "../../../common/send-rules";
import { canUseRecipes, effectiveStatus } from "../../../common/subscription";
import type { Config } from "../../config";
import { badRequest, HttpError, subscriptionRequired, unauthorized } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireUser, type UserRow } from "../../plugins/session";
import type { Translator } from "../translation";
import { dishRecipes } from "./dish-lines";
import { addPlannedDish, plannedEntries, readPlan, replacePlan } from "./plan";
import { sendMenu } from "./send-menu";
import { shoppingListOf } from "./shopping-list";

/** What a recipe's details need (docs/design.md §6): the shopping list and the send reveal ingredients. */
function requireSubscriber(owner: UserRow) {
  if (!owner.isAdmin && !canUseRecipes(effectiveStatus(owner))) throw subscriptionRequired();
  return owner;
}

/**
 * The household's plan (decision 0054): the week's dishes, the shopping list and the day sent to the helper.
 * Every route is the signed-in owner's and every query names the owner. Planning needs no subscription
 * (nothing a user saved is lost when it lapses); the shopping list and the send reveal ingredients and
 * need what a recipe's details need.
 */
const menuRoutes: FastifyPluginAsyncZod<{ config: Config; translator: Translator }> = async (app, { config, translator }) => {
  // A visitor is asked to log in before anything they sent is read (a 401, not a 400 for the body).
  app.addHook("onRequest", async (request) => {
    if (!request.user) throw unauthorized();
  });

  app.route({
    ...route("getMenu"),
    handler: async (request) => readPlan(app.db, requireUser(request), request.query, request.query.lang ?? request.language),
  });

  app.route({
    ...route("putMenu"),
    handler: async (request) => {
      const owner = requireUser(request);
      await replacePlan(app.db, owner, request.body);
      return readPlan(app.db, owner, request.body, request.language);
    },
  });

  app.route({
    ...route("addMenuEntry"),
    handler: async (request, reply) => reply.code(201).send(await addPlannedDish(app.db, requireUser(request), request.body, request.language)),
  });

  app.route({
    ...route("getShoppingList"),
    handler: async (request) => {
      const owner = requireSubscriber(requireUser(request));
      const { lang } = request.query;
      if (lang !== undefined && !isHelperLanguage(lang)) throw badRequest("unsupportedLanguage", { lang: ["unsupportedLanguage"] });
      // Her language by default: the list is what she shops from; the owner may read it in theirs or English.
      const language = lang ?? (owner.preferredLanguage && isHelperLanguage(owner.preferredLanguage) ? owner.preferredLanguage : request.language);
      const planned = await plannedEntries(app.db, owner, request.query);
      const recipesById = await dishRecipes(
        app.db,
        planned.map((entry) => entry.recipeId),
      );
      const { groups } = await shoppingListOf(app.db, planned, recipesById, language);
      return { groups };
    },
  });

  app.route({
    ...route("sendMenu"),
    handler: async (request, reply) => {
      const owner = requireSubscriber(requireUser(request));
      if (!hasHelperDetails(owner)) throw new HttpError(400, errorCodes.helperDetailsMissing, "helperDetailsMissing");
      // One counter with the translate calls and recipe sends (the free note may ask the provider).
      await app.limiter.hit(config.rateLimits.translatePerUser, `translate:user:${owner.id}`);
      const language = request.body.language ?? sendLanguageOf(owner);
      // Her language, or English as the owner chose.
      if (![sendLanguageOf(owner), "en"].includes(language)) throw badRequest("unsupportedLanguage");
      const created = await sendMenu(
        { db: app.db, config, translator, log: request.log, ownerLanguage: request.language },
        { ...owner, domesticWorkerPhone: owner.domesticWorkerPhone! },
        language,
        request.body,
      );
      return reply.code(201).send(created);
    },
  });
};

export default menuRoutes;
