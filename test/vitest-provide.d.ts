declare module "vitest" {
  export interface ProvidedContext {
    dbDriver: "pglite" | "postgres";
    pgliteTemplate: string;
    postgresUrl: string;
    /** End-to-end: where the built app listens. */
    baseUrl: string;
  }
}
export {};
