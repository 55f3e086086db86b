import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/route";

/** Liveness with a database round trip: 503 when the database does not answer. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route("health"),
    handler: async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok", database: "ok" } as const;
      } catch (error) {
        request.log.warn({ err: error }, "database ping failed");
        return reply.code(503).send({ status: "unavailable", database: "unreachable" });
      }
    },
  });
};

export default healthRoutes;
