import fp from "fastify-plugin";
import type { Database, Db } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the database the app was built with available to every module. Its owner closes it. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate("database", database);
    app.decorate("db", database.db);
  },
  { name: "database" },
);
