import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/http-error";
import { findVariant } from "./store";
import { route } from "../../lib/route";

/** Uploaded recipe images as WebP, at the width asked for; the bytes of an id never change, so caches keep them. */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route("getImage"),
    handler: async (request, reply) => {
      const variant = await findVariant(app.db, request.params.id, request.query.w);
      if (!variant) throw notFound();
      const etag = `"${request.params.id}-${variant.width}"`;
      reply.header("etag", etag).header("cache-control", "public, max-age=31536000, immutable").header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("image/webp").send(variant.bytes);
    },
  });
};

export default imageRoutes;
