import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contract } from "../../../common/api/contract.schema";
import { isHelperLanguage } from "../../../common/languages";
import { sendCached } from "../../lib/answer-cache";
import { notFound, subscriptionRequired } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireHousehold } from "../../plugins/session";
import { artworkSvg, isArtworkRequest } from "./artwork";
import { findRecipe, listRecipes, popularRecipes, quickRecipes, recipeViewer } from "./queries";
import { searchRecipes } from "./search";
import { localizeCards, localizeDetail } from "../translation-memory";
import { householdMayUseRecipes } from "../subscription";

/** The lists, by name (popular's cache keys are cleared on each click: it ranks by clicks), and their endpoints. */
const lists = { all: listRecipes, popular: popularRecipes, quick: quickRecipes };
const listEndpoints = { all: "listRecipes", popular: "popularRecipes", quick: "quickRecipes" } as const;

/** docs/spec.md §7 recipe calls, plus server-side search for scale, plus the drawn artwork. */
const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The same for every visitor: served from the catalogue cache (one key per list and known language). */
  const cachedList = (name: keyof typeof lists) => async (request: FastifyRequest<{ Querystring: { lang?: unknown } }>, reply: FastifyReply) => {
    // Any lang the app does not speak is English (docs/spec.md §1), so there is nothing to refuse: no schema to run.
    const { lang: asked } = request.query;
    const lang = typeof asked === "string" && isHelperLanguage(asked) ? asked : "en";
    const cards = contract[listEndpoints[name]].response[200];
    const answer = await app.catalogCache.get(`${name}:${lang}`, cards, async () => localizeCards(app.db, await lists[name](app.db), lang));
    return sendCached(request, reply, answer);
  };
  // Compressed once in the cache, so the per-request compression hooks are not needed here; and no schema
  // runs per request: the cache checks each answer with the contract's response schema as it is made.
  for (const name of ["all", "popular", "quick"] as const) {
    const { method, url } = route(listEndpoints[name]);
    app.route({ method, url, compress: false, decompress: false, handler: cachedList(name) });
  }

  app.route({
    ...route("searchRecipes"),
    handler: async (request) => {
      const result = await searchRecipes(app.db, { ...request.query, householdId: request.household?.id });
      return { ...result, items: await localizeCards(app.db, result.items, request.query.lang) };
    },
  });

  app.route({
    ...route("getRecipe"),
    handler: async (request) => {
      const member = requireHousehold(request);
      if (!householdMayUseRecipes(member.user, member.household)) {
        throw subscriptionRequired();
      }
      const found = await findRecipe(app.db, request.params.id, recipeViewer(member));
      if (!found) throw notFound("recipeNotFound");
      const { sourceLanguage, ...recipe } = found;
      // Said only of a household recipe written in another language: the send offers it as written.
      return { ...(await localizeDetail(app.db, recipe, request.query.lang)), ...(sourceLanguage !== "en" && { sourceLanguage }) };
    },
  });

  app.route({
    ...route("getArtwork"),
    handler: async (request, reply) => {
      const { cuisine, category, file } = request.params;
      if (!isArtworkRequest(cuisine, category)) throw notFound();
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(artworkSvg(cuisine, category, Number.parseInt(file, 10)));
    },
  });
};

export default recipeRoutes;
