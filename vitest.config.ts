import path from "node:path";
import { defineConfig } from "vitest/config";
import { textChunks } from "./client/src/i18n/text-chunks";

const alias = {
  "@": path.resolve("client/src"),
  "@common": path.resolve("common"),
};

/** API tests live beside their module; the cross-cutting suites (security, fuzzing) under test/. */
const apiTests = ["server/**/*.api.test.ts", "test/**/*.api.test.ts"];

/**
 * Four projects: unit tests; the API suite twice, on PGlite and on a throwaway PostgreSQL server;
 * and the end-to-end suite in Chromium against the built app.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // The client's English texts come with the modules that show them, as in the build (decision 0087).
        plugins: [textChunks(path.resolve("client/src"))],
        test: {
          name: "unit",
          include: ["{common,server,client,catalog,scripts,eslint}/**/*.test.{ts,tsx}"],
          exclude: [...apiTests, "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-pglite",
          include: apiTests,
          globalSetup: ["test/setup/pglite-global.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-postgres",
          include: apiTests,
          globalSetup: ["test/setup/postgres-global.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
