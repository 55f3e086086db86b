import fp from "fastify-plugin";
import { AnswerCache } from "../lib/answer-cache";

declare module "fastify" {
  interface FastifyInstance {
    /** The serialized catalogue lists; see AnswerCache for how fresh they are. */
    catalogCache: AnswerCache;
  }
}

/**
 * How long another instance's write may take to show in this one's lists (DESIGN §10): short
 * enough not to be noticed, long enough that a busy list is computed a few times a minute at most.
 */
export const catalogCacheTtlMs = 5_000;

export default fp(
  async (app) => {
    app.decorate("catalogCache", new AnswerCache(catalogCacheTtlMs));
  },
  { name: "catalog-cache" },
);
