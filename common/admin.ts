/** The admin dashboard (schemas: admin.schema.ts). */

export type { AdminRecipeCreate, AdminRecipePatch, AdminSubscriptionPatch, AdminUser } from "./admin.schema";
