import fastifyMultipart from "@fastify/multipart";
import type { LookupFunction } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as errorCodes from "../../../common/error-codes";
import { isHelperLanguage, type HelperLanguageCode } from "../../../common/languages";
import type { ServerMessageKey } from "../../../common/messages";
import type { RecipeDraftAnswer } from "../../../common/my-recipe.schema";
import type { RecipeDraft } from "../../../common/my-recipe-draft";
import type { Config } from "../../config";
import { helpers } from "../../db/schema";
import { badRequest, HttpError, unauthorized } from "../../lib/http-error";
import { languageOfText } from "../../lib/language-id";
import { readOneFile } from "../../lib/multipart";
import { route } from "../../lib/route";
import { requireHousehold } from "../../plugins/session";
import { maxUploadBytes, storeImage } from "../images";
import { importRecipeFromUrl, RecipeImportError, type RecipeImportReason } from "./drafts/import-from-url";
import { parseRecipeText } from "./drafts/parse-text";
import { createMyRecipe, deleteMyRecipe, findMyRecipe, listMyRecipes, updateMyRecipe } from "./store";

/** What the owner is told when a page cannot be imported (keys of common/messages.ts). */
const importMessages: Record<RecipeImportReason, ServerMessageKey> = {
  bad_url: "importUrlInvalid",
  bad_scheme: "importUrlInvalid",
  blocked_address: "importBlocked",
  too_large: "importTooLarge",
  timeout: "importTimeout",
  too_many_redirects: "importTooManyRedirects",
  http_status: "importHttpStatus",
  not_html: "importNotHtml",
  not_image: "importNotHtml",
  network: "importUnreachable",
  no_recipe: "importNoRecipe",
};

/** A draft as the form gets it: the fetched picture is already stored, so it travels as its id. */
function draftAnswer({ imageUrl: _remote, ...draft }: RecipeDraft, photoId: string | null): RecipeDraftAnswer {
  return { servingsText: null, readFrom: "pasted-text", ...draft, photoId };
}

export type MyRecipeRouteOptions = {
  config: Config;
  /** Tests only: resolves host names for imports (the guard still checks every answer). */
  importLookup?: LookupFunction;
};

/**
 * The household's own recipes (decision 0051): every route is the signed-in member's household's (decision 0080),
 * and every query names the household, so its members see and change the same recipes and another household's
 * recipe is a 404 like one that does not exist. Keeping recipes needs no
 * subscription (nothing a user saved is lost when it lapses); sending them follows the SPEC rules.
 */
const myRecipeRoutes: FastifyPluginAsyncZod<MyRecipeRouteOptions> = async (app, { config, importLookup }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 0 } });
  // A visitor is asked to log in before anything they sent is read (a 401, not a 400 for the body).
  app.addHook("onRequest", async (request) => {
    if (!request.user) throw unauthorized();
  });
  const { maxPerOwner, importAllowedHosts } = config.myRecipes;

  /** Translated in the background into the household's helpers' languages as soon as it is saved, if a provider is configured. */
  const translateForHelpers = async (householdId: number, recipe: { id: number; sourceLanguage: string }) => {
    const spoken = await app.db.selectDistinct({ language: helpers.language }).from(helpers).where(eq(helpers.householdId, householdId));
    const languages = spoken.map((row) => row.language).filter((language): language is HelperLanguageCode => isHelperLanguage(language) && language !== recipe.sourceLanguage);
    if (languages.length) await app.translationQueue.enqueue(recipe.id, languages);
  };

  app.route({
    ...route("listMyRecipes"),
    handler: async (request) => listMyRecipes(app.db, requireHousehold(request).household.id),
  });

  app.route({
    ...route("getMyRecipe"),
    handler: async (request) => findMyRecipe(app.db, requireHousehold(request).household.id, request.params.id),
  });

  app.route({
    ...route("createMyRecipe"),
    handler: async (request, reply) => {
      const { user, household } = requireHousehold(request);
      const recipe = await createMyRecipe(app.db, { householdId: household.id, createdBy: user.id }, request.body, maxPerOwner);
      await translateForHelpers(household.id, recipe);
      return reply.code(201).send(recipe);
    },
  });

  app.route({
    ...route("updateMyRecipe"),
    handler: async (request) => {
      const { household } = requireHousehold(request);
      const { recipe, textChanged } = await updateMyRecipe(app.db, household.id, request.params.id, request.body);
      if (textChanged) await translateForHelpers(household.id, recipe);
      return recipe;
    },
  });

  app.route({
    ...route("deleteMyRecipe"),
    handler: async (request, reply) => {
      await deleteMyRecipe(app.db, requireHousehold(request).household.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  /** Pasted text split into a draft: nothing is saved, nothing leaves the server. Rate limited per owner, like imports. */
  app.route({
    ...route("parseMyRecipe"),
    handler: async (request) => {
      const { user } = requireHousehold(request);
      await app.limiter.hit(config.rateLimits.parsePerUser, `parse:user:${user.id}`);
      const draft = parseRecipeText(request.body.text);
      if (draft.ingredients.length === 0 && draft.instructions.length === 0) throw badRequest("pasteNoRecipe", { text: ["pasteNoRecipe"] });
      const sourceLanguage = await languageOfText([draft.title, draft.description, ...draft.ingredients, ...draft.instructions].join("\n"));
      return draftAnswer({ ...draft, sourceLanguage, readFrom: "pasted-text" }, null);
    },
  });

  /** A recipe page read through the SSRF guard; its picture through the same guard and the upload checks. */
  app.route({
    ...route("importMyRecipe"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      await app.limiter.hit(config.rateLimits.importPerUser, `import:user:${user.id}`);
      let imported;
      try {
        imported = await importRecipeFromUrl(request.body.url, { allowedHosts: importAllowedHosts, lookup: importLookup });
      } catch (error) {
        if (!(error instanceof RecipeImportError)) throw error;
        request.log.info({ reason: error.reason, status: error.status }, "recipe import refused");
        throw new HttpError(400, errorCodes.importFailed, importMessages[error.reason], { url: [importMessages[error.reason]] });
      }
      let photoId: string | null = null;
      if (imported.image) {
        // A picture that fails the upload checks is left out; the recipe still comes.
        photoId = await storeImage(app.db, imported.image, { createdBy: user.id, householdId: household.id }).catch((error: unknown) => {
          request.log.info({ err: error }, "imported recipe image refused");
          return null;
        });
      } else if (imported.imageError) {
        request.log.info({ reason: imported.imageError }, "imported recipe image not fetched");
      }
      return draftAnswer(imported.draft, photoId);
    },
  });

  /** A photo for a recipe (multipart, one file): checked, re-encoded and stored; the recipe names it when saved. */
  app.route({
    ...route("uploadMyRecipePhoto"),
    handler: async (request, reply) => {
      const { user, household } = requireHousehold(request);
      await app.limiter.hit(config.rateLimits.uploadPerUser, `upload:user:${user.id}`);
      const bytes = await readOneFile(request);
      if (!bytes) throw badRequest("imageRequired", { photo: ["imageRequired"] });
      return reply.code(201).send({ photoId: await storeImage(app.db, bytes, { createdBy: user.id, householdId: household.id }) });
    },
  });
};

export default myRecipeRoutes;
