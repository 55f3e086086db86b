import { and, asc, eq } from "drizzle-orm";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contract } from "../../../common/api/contract.schema";
import { storedIngredients } from "../../../common/kitchen/stored-ingredients";
import { recipes } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { readForm, readOneFile } from "../../lib/multipart";
import { parseOrThrow } from "../../lib/validate";
import { requireUser } from "../../plugins/session";
import { maxUploadBytes, storeImage } from "../images";
import { cardColumns, toDetail, inCatalog } from "../recipes";
import { route } from "../../lib/route";

const detailColumns = { ...cardColumns, ingredients: recipes.ingredients, instructions: recipes.instructions, hidden: recipes.hidden };

/** docs/spec.md §2 Recipes tab: every recipe (hidden ones too), add with an image, edit, delete. */
/** `uploadLimit` counts one upload of an admin (docs/design.md §7: uploads are rate limited); throws 429 past it. */
const adminRecipeRoutes: FastifyPluginAsyncZod<{ uploadLimit: (adminId: number) => Promise<void> }> = async (app, { uploadLimit }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 30, fieldSize: 20_000 } });
  // Every change here may change a list: clear them before the answer leaves, so the admin's next look is fresh.
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && reply.statusCode < 400) app.catalogCache.clear();
  });

  app.route({
    ...route("adminListRecipes"),
    handler: async () => {
      const rows = await app.db.select(detailColumns).from(recipes).where(inCatalog).orderBy(asc(recipes.title), asc(recipes.id));
      return rows.map(toDetail);
    },
  });

  app.route({
    ...route("adminCreateRecipe"),
    handler: async (request, reply) => {
      const admin = requireUser(request);
      await uploadLimit(admin.id);
      if (!request.isMultipart()) throw badRequest("imageRequired", { image: ["imageRequired"] });
      const fields: Record<string, string> = {};
      let image: Buffer | undefined;
      await readForm(async () => {
        for await (const part of request.parts()) {
          if (part.type === "file") image = await part.toBuffer(); // Throws 413 past the size limit.
          else fields[part.fieldname] = String(part.value);
        }
      });
      const input = parseOrThrow(contract.adminCreateRecipe.multipart, fields);
      if (!image || image.length === 0) throw badRequest("imageRequired", { image: ["imageRequired"] });
      const imageId = await storeImage(app.db, image, { createdBy: admin.id });
      const [row] = await app.db
        .insert(recipes)
        .values({ ...input, parsedIngredients: storedIngredients(input.ingredients, "en"), imageId, createdBy: admin.id })
        .returning({ id: recipes.id });
      const [created] = await app.db.select(detailColumns).from(recipes).where(eq(recipes.id, row!.id));
      // Translated in the background before an owner sends it (decision 0046).
      await app.translationQueue.enqueue(row!.id);
      return reply.code(201).send(toDetail(created!));
    },
  });

  app.route({
    ...route("adminUpdateRecipe"),
    handler: async (request) => {
      const { imageUrl, ...fields } = request.body;
      const [updated] = await app.db
        .update(recipes)
        .set({
          ...fields,
          ...(fields.ingredients && { parsedIngredients: storedIngredients(fields.ingredients, "en") }),
          ...(imageUrl !== undefined && { imageUrl, imageId: null }),
          updatedAt: new Date(),
        })
        .where(and(eq(recipes.id, request.params.id), inCatalog))
        .returning(detailColumns);
      if (!updated) throw notFound("recipeNotFound");
      // Changed lines are new to the memory: translate them in the background (decision 0046).
      if (fields.title || fields.description || fields.ingredients || fields.instructions) await app.translationQueue.enqueue(updated.id);
      return toDetail(updated);
    },
  });

  /** A new image for a recipe (multipart, field "image"). */
  app.route({
    ...route("adminReplaceRecipeImage"),
    handler: async (request) => {
      const admin = requireUser(request);
      await uploadLimit(admin.id);
      const bytes = await readOneFile(request);
      if (!bytes) throw badRequest("imageRequired", { image: ["imageRequired"] });
      // Looked up first, so an image for a recipe that does not exist is not stored and left behind.
      const [target] = await app.db.select({ id: recipes.id }).from(recipes).where(and(eq(recipes.id, request.params.id), inCatalog));
      if (!target) throw notFound("recipeNotFound");
      const imageId = await storeImage(app.db, bytes, { createdBy: admin.id });
      const [updated] = await app.db
        .update(recipes)
        .set({ imageId, imageUrl: null, updatedAt: new Date() })
        .where(eq(recipes.id, request.params.id))
        .returning(detailColumns);
      if (!updated) throw notFound("recipeNotFound");
      return toDetail(updated);
    },
  });

  app.route({
    ...route("adminDeleteRecipe"),
    handler: async (request, reply) => {
      const deleted = await app.db.delete(recipes).where(and(eq(recipes.id, request.params.id), inCatalog)).returning({ id: recipes.id });
      if (deleted.length === 0) throw notFound("recipeNotFound");
      return reply.code(204).send(null);
    },
  });
};

export default adminRecipeRoutes;
