import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../scripts/postgres-cluster";

/**
 * One throwaway PostgreSQL server for the whole reliability run. Tests get its address and a handle
 * to stop and start that same server (clusterControl), and each makes its own databases on it.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("reliabilityPostgres", { serverUrl: cluster.url("postgres"), handle: cluster.handle });
  console.log(`Reliability suite: PostgreSQL server on port ${cluster.port}`);
  return async () => {
    // A test that failed while the server was paused leaves it stopped: start it so it can be stopped for good.
    await cluster.resume().catch(() => {});
    cluster.stop();
  };
}
