import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "./app";
import { ConfigError, loadConfig, resolveSessionSecret, type Config } from "./config";
import { openFileLimits } from "./lib/file-limit";
import { logStream, readyField } from "./lib/log-stream";
import { openConfiguredDatabase } from "./db/client";
import { loadCatalog, loadCatalogArtwork, fillParsedIngredients } from "./modules/recipes";
import { deleteExpiredSessions } from "./modules/sessions";
import { loadItemNames } from "./modules/menu";
import { loadBundledTranslations } from "./modules/translation";
import { fillTemplateHashes } from "./modules/translation-memory";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const clientBuildDir = path.join(rootDir, "dist/client");

/** Reads the configuration, prepares the database and serves the app until SIGTERM/SIGINT. */
export async function main() {
  // React (server rendering, decision 0055) picks its production build from this, as the config defaults to.
  process.env.NODE_ENV ??= "production";
  let config;
  try {
    config = resolveSessionSecret(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, clientDir: clientBuildDir, logger: { level: config.logLevel, stream: logStream() } });
  const seeded = await loadCatalog(database.db);
  const artwork = await loadCatalogArtwork(database.db);
  const parsed = await fillParsedIngredients(database.db);
  await deleteExpiredSessions(database.db);
  const bundled = (await loadBundledTranslations(database.db)) + (await loadItemNames(database.db));
  await fillTemplateHashes(database.db);
  // Fresh planner statistics after loading (the embedded database has no autovacuum to do it).
  await database.db.execute(sql`analyze`);
  app.log.info({ driver: database.driver, seeded, artwork, parsed, bundled }, "database ready");
  app.log.info(
    { proxyHops: config.proxyHops },
    config.proxyHops === 0
      ? "client addresses come from the connection (PROXY_HOPS=0): X-Forwarded-For is ignored"
      : `client addresses come from X-Forwarded-For as set by the nearest ${config.proxyHops} proxy(ies) (PROXY_HOPS=${config.proxyHops})`,
  );
  if (config.payments === "test") app.log.warn("payments: the built-in test checkout (no card is charged)");
  logConnectionLimits(app, config);

  let closing = false;
  // Answers sent while shutting down close their connection: a keep-alive client (a load balancer)
  // would otherwise hold the server open after its last answer, until the forced exit.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // In-flight requests finish; a stuck one cannot hold the process for ever.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ [readyField]: true }, `Wasfa is ready at ${config.appUrl}`);
}

/**
 * Says how many connections this instance takes and why (decision 0061): the file-descriptor limit (Node has
 * raised the soft one to the hard one where allowed) and the caps; a low limit is what LimitNOFILE is for.
 */
function logConnectionLimits(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  const limits = openFileLimits();
  const { connectionsPerAddress, connectionsPerNetwork } = config.server;
  const facts = { maxConnections: app.server.maxConnections, connectionsPerAddress, connectionsPerNetwork, fileLimit: limits?.soft, hardFileLimit: limits?.hard };
  if (limits && limits.hard !== "unlimited" && limits.soft < limits.hard) {
    app.log.warn(facts, `file descriptors: ${limits.soft}, below the hard limit ${limits.hard}, which the system refused; up to ${app.server.maxConnections} connections`);
  } else {
    app.log.info(facts, `file descriptors: ${limits?.soft ?? "unknown"} (the hard limit; raise it with LimitNOFILE, README); up to ${app.server.maxConnections} connections`);
  }
}
