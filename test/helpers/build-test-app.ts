import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type App, type AppOptions } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { Database } from "../../server/db/client";
import { openTestDatabase } from "./test-database";

export type TestApp = { app: App; database: Database; config: Config; close: () => Promise<void> };

/** The configuration tests run with: quiet, with a secret, in a temp data folder. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "wasfa-test-")),
      SESSION_SECRET: "test-secret-that-is-long-enough-for-cookies",
    }),
    ...overrides,
  };
}

/**
 * The real app on its own copy of the seeded database (fastify/demo's `build()` helper).
 * `beforeReady` may add routes a test needs before the app is sealed.
 */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    clientDir?: string;
    beforeReady?: (app: App) => void;
    logger?: AppOptions["logger"];
    importLookup?: AppOptions["importLookup"];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({ config, database, clientDir: options.clientDir, logger: options.logger ?? false, importLookup: options.importLookup });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
