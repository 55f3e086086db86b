import { and, desc, eq, or } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { favorites, recipes } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { requireHousehold, requireUser } from "../../plugins/session";
import { cardColumns, toCard, inCatalog, recipeExists, recipeViewer } from "../recipes";
import { localizeCards } from "../translation-memory";
import { route } from "../../lib/route";


/**
 * docs/spec.md §7 favourites: personal, always the signed-in user's own (decision 0080); a household recipe among them
 * only while the user is a member of its household.
 */
const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route("getFavorites"),
    handler: async (request) => {
      const user = requireUser(request);
      const rows = await app.db.select({ recipeId: favorites.recipeId }).from(favorites).where(eq(favorites.userId, user.id));
      return Object.fromEntries(rows.map((row) => [String(row.recipeId), true as const]));
    },
  });

  app.route({
    ...route("getFavoriteRecipes"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      const rows = await app.db
        .select(cardColumns)
        .from(favorites)
        .innerJoin(recipes, eq(recipes.id, favorites.recipeId))
        .where(and(eq(favorites.userId, user.id), eq(recipes.hidden, false), or(inCatalog, eq(recipes.householdId, household.id))))
        .orderBy(desc(favorites.createdAt), desc(recipes.id));
      return localizeCards(app.db, rows.map(toCard), request.query.lang);
    },
  });

  app.route({
    ...route("addFavorite"),
    handler: async (request, reply) => {
      const member = requireHousehold(request);
      const { user } = member;
      const { recipeId } = request.body;
      if (!(await recipeExists(app.db, recipeId, recipeViewer(member)))) throw notFound("recipeNotFound");
      await app.db.insert(favorites).values({ userId: user.id, recipeId }).onConflictDoNothing();
      return reply.code(201).send({ recipeId });
    },
  });

  app.route({
    ...route("removeFavorite"),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await app.db.delete(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.recipeId, request.params.recipeId)));
      return reply.code(204).send(null);
    },
  });
};

export default favoriteRoutes;
