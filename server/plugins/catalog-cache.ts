import fp from "fastify-plugin";
import { AnswerCache } from "../lib/answer-cache";

declare module "fastify" {
  interface FastifyInstance {
    /** The serialized catalogue lists; see AnswerCache for how fresh they are. */
    catalogCache: AnswerCache;
  }
}

/**
 * How long a list may be served after a write whose message to this instance was lost (an outage of
 * the LISTEN connection): short enough not to be noticed, long enough to keep lists cheap.
 */
export const catalogCacheTtlMs = 5_000;

/** The channel instances clear each other's catalogue cache on (payload: the key prefix). */
const channelName = "wasfa_catalog_cache";

export default fp(
  async (app) => {
    const cache = new AnswerCache(catalogCacheTtlMs);
    const channel = app.database.channel;
    if (channel) {
      // A write through any instance clears every instance's lists at once (docs/design.md §10, decision 0030).
      channel.listen(channelName, (prefix) => cache.clearHere(prefix));
      cache.onClear = (prefix) => {
        channel.notify(channelName, prefix).catch((error: unknown) => app.log.warn({ err: error }, "could not tell other instances to clear their cache"));
      };
    }
    app.decorate("catalogCache", cache);
  },
  { name: "catalog-cache", dependencies: ["database"] },
);
