/** The helper and sharing (schemas: helper.schema.ts). */

/** Where the page share menu can share to (docs/spec.md §7 track/share). */
export const sharePlatforms = ["whatsapp", "facebook", "twitter", "instagram", "copy"] as const;
export type SharePlatform = (typeof sharePlatforms)[number];

export type { HelperDetailsInput } from "./helper.schema";
