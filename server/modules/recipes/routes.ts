import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  recipeCardSchema,
  recipeDetailSchema,
  recipeIdParamsSchema,
  recipeSearchQuerySchema,
  recipeSearchResultSchema,
} from "../../../common/recipe";
import { canUseRecipes, effectiveStatus, subscriptionRequiredCode } from "../../../common/subscription";
import { isHelperLanguage } from "../../../common/languages";
import { sendCached } from "../../lib/answer-cache";
import { forbidden, notFound } from "../../lib/http-error";
import { requireUser } from "../../plugins/session";
import { artworkSvg, isArtworkRequest } from "./artwork";
import { findRecipe, listRecipes, popularRecipes, quickRecipes } from "./queries";
import { searchRecipes } from "./search";
import { localizeCards, localizeDetail } from "../translation/localize";

const cards = z.array(recipeCardSchema);
/** `lang`: titles and descriptions in that language where the memory has them (SPEC §1). */
const langQuery = z.object({ lang: z.string().max(10).optional() });

/** The lists, by name; popular's key prefix is cleared on each click (it ranks by clicks). */
const lists = { all: listRecipes, popular: popularRecipes, quick: quickRecipes };

/** SPEC §7 recipe calls, plus server-side search for scale, plus the drawn artwork. */
const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The same for every visitor: served from the catalogue cache (one key per list and known language). */
  const cachedList = (name: keyof typeof lists) => async (request: FastifyRequest<{ Querystring: { lang?: unknown } }>, reply: FastifyReply) => {
    // Any lang the app does not speak is English (SPEC §1), so there is nothing to refuse: no schema to run.
    const { lang: asked } = request.query;
    const lang = typeof asked === "string" && isHelperLanguage(asked) ? asked : "en";
    const answer = await app.catalogCache.get(`${name}:${lang}`, cards, async () => localizeCards(app.db, await lists[name](app.db), lang));
    return sendCached(request, reply, answer);
  };
  // Compressed once in the cache, so the per-request compression hooks are not needed here.
  const list = { compress: false as const, decompress: false as const };
  app.get("/api/recipes", list, cachedList("all"));
  app.get("/api/recipes/popular", list, cachedList("popular"));
  app.get("/api/recipes/quick", list, cachedList("quick"));

  app.get(
    "/api/recipes/search",
    { schema: { querystring: recipeSearchQuerySchema, response: { 200: recipeSearchResultSchema } } },
    async (request) => {
      const result = await searchRecipes(app.db, request.query);
      return { ...result, items: await localizeCards(app.db, result.items, request.query.lang) };
    },
  );

  app.get(
    "/api/recipes/:id",
    { schema: { params: recipeIdParamsSchema, querystring: langQuery, response: { 200: recipeDetailSchema } } },
    async (request) => {
      const user = requireUser(request);
      if (!user.isAdmin && !canUseRecipes(effectiveStatus(user))) {
        throw forbidden("subscriptionRequired", subscriptionRequiredCode);
      }
      const recipe = await findRecipe(app.db, request.params.id, { includeHidden: user.isAdmin });
      if (!recipe) throw notFound("recipeNotFound");
      return localizeDetail(app.db, recipe, request.query.lang);
    },
  );

  app.get(
    "/art/:cuisine/:category/:file",
    { schema: { params: z.object({ cuisine: z.string(), category: z.string(), file: z.string().regex(/^\d{1,3}\.svg$/) }) } },
    async (request, reply) => {
      const { cuisine, category, file } = request.params;
      if (!isArtworkRequest(cuisine, category)) throw notFound();
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(artworkSvg(cuisine, category, Number.parseInt(file, 10)));
    },
  );
};

export default recipeRoutes;
