import { and, asc, eq } from "drizzle-orm";
import { inCatalog } from "../recipes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { HelperLanguageCode } from "../../../common/languages";
import { recipes } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { route } from "../../lib/route";
import { coverageByLanguage, coverageOf, saveTranslation, translationSheet } from "../translation";

const textColumns = { id: recipes.id, title: recipes.title, description: recipes.description, ingredients: recipes.ingredients, instructions: recipes.instructions };

/**
 * How complete each recipe is in every language, and the editor where an admin fills or
 * corrects a language line by line (their lines are kept as reviewed and win over machine output).
 */
const adminTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  const recipeText = async (id: number) => {
    const [recipe] = await app.db.select(textColumns).from(recipes).where(and(eq(recipes.id, id), inCatalog));
    if (!recipe) throw notFound("recipeNotFound");
    return recipe;
  };

  app.route({
    ...route("adminTranslationCoverage"),
    handler: async () => {
      const all = await app.db.select(textColumns).from(recipes).where(inCatalog).orderBy(asc(recipes.title), asc(recipes.id));
      const coverage = await coverageOf(app.db, all);
      return { provider: app.translationQueue.enabled, recipes: coverage, byLanguage: coverageByLanguage(coverage) };
    },
  });

  app.route({
    ...route("adminGetTranslation"),
    handler: async (request) => translationSheet(app.db, await recipeText(request.params.id), request.params.lang as HelperLanguageCode),
  });

  app.route({
    ...route("adminSaveTranslation"),
    handler: async (request) => {
      const recipe = await recipeText(request.params.id);
      const language = request.params.lang as HelperLanguageCode;
      if ((await saveTranslation(app.db, recipe, language, request.body)) > 0) app.catalogCache.clear();
      return translationSheet(app.db, recipe, language);
    },
  });
};

export default adminTranslationRoutes;
