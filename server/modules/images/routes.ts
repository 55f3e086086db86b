import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
// app.db and request.household are declared by their plugins; named here so this file type-checks wherever it is
// imported from (the e2e project reaches it through the helper page's renderer).
import type {} from "../../plugins/database";
import type {} from "../../plugins/session";
import { notFound } from "../../lib/http-error";
import { findVariant } from "./store";
import { route } from "../../lib/route";
import { sharedPhotoAllowed } from "./shared-photo";

/**
 * Recipe images as WebP, at the width asked for. The catalogue's: to anyone, and as the bytes of an id never
 * change, caches keep them. A household's photo (decisions 0062, 0080): to the session of any member of that
 * household, or through an address signed for its helper's page (shared-photo.ts); to anyone else it does not
 * exist (404), and no shared cache keeps it (the browser asks again each time, so it is not shown after logging out).
 */
const imageRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...route("getImage"),
    handler: async (request, reply) => {
      const { id } = request.params;
      const variant = await findVariant(app.db, id, request.query.w);
      if (!variant) throw notFound();
      if (variant.householdId !== null) {
        const allowed =
          request.household?.id === variant.householdId || (await sharedPhotoAllowed(app.db, config.sessionSecret, id, variant.householdId, request.query));
        if (!allowed) throw notFound();
      }
      const etag = `"${id}-${variant.width}"`;
      reply
        .header("etag", etag)
        .header("cache-control", variant.householdId === null ? "public, max-age=31536000, immutable" : "private, no-cache")
        .header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("image/webp").send(variant.bytes);
    },
  });
};

export default imageRoutes;
