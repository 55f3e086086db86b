/** The admin dashboard (schemas: admin.schema.ts). */

/** One line per row; blank lines are dropped (SPEC §5). */
export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export type { AdminRecipeCreate, AdminRecipePatch, AdminSubscriptionPatch, AdminUser } from "./admin.schema";
