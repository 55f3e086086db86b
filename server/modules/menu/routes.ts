import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isHelperLanguage } from "../../../common/languages";
import type { Config } from "../../config";
import { badRequest, subscriptionRequired, unauthorized } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireHousehold } from "../../plugins/session";
import { firstHelper } from "../household";
import { recipeViewer } from "../recipes";
import { helperSendLanguage, sendingHelper } from "../sharing";
import { householdMayUseRecipes } from "../subscription";
import type { Translator } from "../translation";
import { dishRecipes } from "./dish-lines";
import { addPlannedDish, plannedEntries, readPlan, replacePlan } from "./plan";
import { sendMenu } from "./send-menu";
import { shoppingListOf } from "./shopping-list";

/** What a recipe's details need (docs/design.md §6): the shopping list and the send reveal ingredients. */
function requireSubscriber(member: ReturnType<typeof requireHousehold>) {
  if (!householdMayUseRecipes(member.user, member.household)) throw subscriptionRequired();
  return member;
}

/**
 * The household's plan (decision 0054): the week's dishes, the shopping list and the day sent to the helper.
 * Every route is the signed-in member's household's (decision 0080) and every query names the household, so its
 * members plan one menu and another household's is never read or changed. Planning needs no subscription
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
    handler: async (request) => readPlan(app.db, recipeViewer(requireHousehold(request)), request.query, request.query.lang ?? request.language),
  });

  app.route({
    ...route("putMenu"),
    handler: async (request) => {
      const household = recipeViewer(requireHousehold(request));
      await replacePlan(app.db, household, request.body);
      return readPlan(app.db, household, request.body, request.language);
    },
  });

  app.route({
    ...route("addMenuEntry"),
    handler: async (request, reply) => reply.code(201).send(await addPlannedDish(app.db, recipeViewer(requireHousehold(request)), request.body, request.language)),
  });

  app.route({
    ...route("getShoppingList"),
    handler: async (request) => {
      const member = requireSubscriber(requireHousehold(request));
      const { lang } = request.query;
      if (lang !== undefined && !isHelperLanguage(lang)) throw badRequest("unsupportedLanguage", { lang: ["unsupportedLanguage"] });
      // Her language by default: the list is what she shops from; the member may read it in theirs or English.
      const helperLanguage = (await firstHelper(app.db, member.household.id))?.language;
      const language = lang ?? (isHelperLanguage(helperLanguage) ? helperLanguage : request.language);
      const planned = await plannedEntries(app.db, recipeViewer(member), request.query);
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
      const { user, household } = requireSubscriber(requireHousehold(request));
      // Decision 0081: the helper chosen, else the shopper for the list alone, else the first.
      const helper = await sendingHelper(app.db, household.id, { helperId: request.body.helperId, shopping: request.body.shoppingOnly });
      // One counter with the translate calls and recipe sends (the free note may ask the provider).
      await app.limiter.hit(config.rateLimits.translatePerUser, `translate:user:${user.id}`);
      const language = request.body.language ?? helperSendLanguage(helper);
      // Her language, or English as the member chose.
      if (![helperSendLanguage(helper), "en"].includes(language)) throw badRequest("unsupportedLanguage");
      const created = await sendMenu(
        { db: app.db, config, translator, log: request.log, ownerLanguage: request.language },
        { user, household, helper },
        language,
        request.body,
      );
      return reply.code(201).send(created);
    },
  });
};

export default menuRoutes;
