import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recipeCardSchema, recipeIdSchema } from "../../../common/recipe";
import { favorites, recipes } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { requireUser } from "../../plugins/session";
import { cardColumns, toCard } from "../recipes/cards";
import { recipeExists } from "../recipes/queries";
import { localizeCards } from "../translation/localize";


/** SPEC §7 favourites; always the signed-in owner's own. */
const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/favorites", { schema: { response: { 200: z.record(z.string(), z.literal(true)) } } }, async (request) => {
    const user = requireUser(request);
    const rows = await app.db.select({ recipeId: favorites.recipeId }).from(favorites).where(eq(favorites.userId, user.id));
    return Object.fromEntries(rows.map((row) => [String(row.recipeId), true as const]));
  });

  app.get(
    "/api/favorites/recipes",
    { schema: { querystring: z.object({ lang: z.string().max(10).optional() }), response: { 200: z.array(recipeCardSchema) } } },
    async (request) => {
    const user = requireUser(request);
    const rows = await app.db
      .select(cardColumns)
      .from(favorites)
      .innerJoin(recipes, eq(recipes.id, favorites.recipeId))
      .where(and(eq(favorites.userId, user.id), eq(recipes.hidden, false)))
      .orderBy(desc(favorites.createdAt), desc(recipes.id));
    return localizeCards(app.db, rows.map(toCard), request.query.lang);
  });

  app.post(
    "/api/favorites",
    { schema: { body: z.object({ recipeId: recipeIdSchema }), response: { 201: z.object({ recipeId: z.number() }) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { recipeId } = request.body;
      if (!(await recipeExists(app.db, recipeId))) throw notFound("recipeNotFound");
      await app.db.insert(favorites).values({ userId: user.id, recipeId }).onConflictDoNothing();
      return reply.code(201).send({ recipeId });
    },
  );

  app.delete(
    "/api/favorites/:recipeId",
    { schema: { params: z.object({ recipeId: recipeIdSchema }), response: { 204: z.null() } } },
    async (request, reply) => {
      const user = requireUser(request);
      await app.db.delete(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.recipeId, request.params.recipeId)));
      return reply.code(204).send(null);
    },
  );
};

export default favoriteRoutes;
