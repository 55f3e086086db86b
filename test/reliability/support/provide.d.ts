import type { ClusterHandle } from "../../../scripts/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Reliability suite: the PostgreSQL server of the run, and how to stop and start it. */
    reliabilityPostgres: { serverUrl: string; handle: ClusterHandle };
  }
}
export {};
