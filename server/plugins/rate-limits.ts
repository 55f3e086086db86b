import fp from "fastify-plugin";
import { DatabaseCounterStore, MemoryCounterStore } from "../lib/rate-limit/counter-store";
import { RateLimiter } from "../lib/rate-limit/rate-limiter";

declare module "fastify" {
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}

/**
 * One rate limiter for the app. On PostgreSQL its counters live in the database, so a limit holds
 * across every instance (docs/design.md §10); the embedded database has one process, which counts in memory.
 */
export default fp(
  async (app) => {
    const store = app.database.driver === "postgres" ? new DatabaseCounterStore(app.db) : new MemoryCounterStore();
    app.decorate("limiter", new RateLimiter(store));
  },
  { name: "rate-limits", dependencies: ["database"] },
);
