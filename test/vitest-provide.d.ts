declare module "vitest" {
  export interface ProvidedContext {
    dbDriver: "pglite" | "postgres";
    pgliteTemplate: string;
    postgresUrl: string;
    /** End-to-end: where the built app listens. */
    baseUrl: string;
    /** End-to-end: the app's DATA_DIR (its mail outbox is in outbox/). */
    dataDir: string;
  }
}
export {};
