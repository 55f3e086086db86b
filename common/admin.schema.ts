import { z } from "./zod.schema";
import { subscriptionStatuses } from "./user";
import { formFlag, recipeCategory, recipeDescription, recipeFields, recipeLines } from "./recipe-fields.schema";

/** docs/spec.md §2 Users table row. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  trialEndsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** The household the user belongs to (decision 0080); the subscription above is its. */
  householdId: z.number().int(),
  /** How many members the household has, the user included. */
  householdMembers: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A user id in a path. */
export const adminUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const optionalDate = z.preprocess((value) => (value === "" ? undefined : value), z.iso.datetime({ offset: true }).or(z.iso.datetime({ local: true })).optional());

/** docs/spec.md §5 Edit user: only non-empty subscription fields are sent. */
export const adminSubscriptionPatchSchema = z.object({
  subscriptionStatus: z.preprocess((value) => (value === "" ? undefined : value), z.enum(subscriptionStatuses).optional()),
  trialEndsAt: optionalDate,
  subscriptionEndsAt: optionalDate,
});
export type AdminSubscriptionPatch = z.infer<typeof adminSubscriptionPatchSchema>;

/** The fields of a catalogue recipe, without defaults: a PATCH changes only what it names. */
const adminRecipeFields = {
  ...recipeFields,
  description: z.string("descriptionRequired").pipe(recipeDescription).pipe(z.string().min(1, "descriptionRequired")),
  instructions: recipeLines("instructionsRequired"),
  featured: formFlag,
  quick: formFlag,
  hidden: formFlag,
};

/** docs/spec.md §5 Create recipe: every field required (the image comes alongside, as a file); featured and quick optional. */
export const adminRecipeCreateSchema = z.object({
  ...adminRecipeFields,
  category: recipeCategory.default("main"),
  featured: formFlag.default(false),
  quick: formFlag.default(false),
  hidden: formFlag.default(false),
});
export type AdminRecipeCreate = z.infer<typeof adminRecipeCreateSchema>;

/**
 * A picture's address: a path of ours, or an https:// address. Never "//host/…" nor "/\host/…": browsers
 * read both as another site's address, which a path of ours must not be.
 */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?![/\\])|https:\/\/)/, "invalidValue");

/** docs/spec.md §5 Edit recipe: only non-empty fields; featured and quick always. */
export const adminRecipePatchSchema = z.object(adminRecipeFields).partial().extend({ imageUrl: imageUrl.optional() });
export type AdminRecipePatch = z.infer<typeof adminRecipePatchSchema>;
