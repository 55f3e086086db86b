import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The reliability suite (`npm run test:reliability`): real app processes on one throwaway PostgreSQL
 * server, which tests stop and start. One file at a time: they share that server and the 2 cores.
 */
export default defineConfig({
  resolve: { alias: { "@common": path.resolve("common") } },
  test: {
    include: ["test/reliability/**/*.reliability.test.ts"],
    globalSetup: ["test/reliability/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
