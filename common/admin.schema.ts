import { z } from "zod";
import { cuisines, difficulties, recipeCategories } from "./cuisines";
import { subscriptionStatuses } from "./user";
import { splitLines } from "./admin";
import { isMultiLineText, isSingleLineText } from "./plain-text";

/** SPEC §2 Users table row. */
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
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A user id in a path. */
export const adminUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const optionalDate = z.preprocess((value) => (value === "" ? undefined : value), z.iso.datetime({ offset: true }).or(z.iso.datetime({ local: true })).optional());

/** SPEC §5 Edit user: only non-empty subscription fields are sent. */
export const adminSubscriptionPatchSchema = z.object({
  subscriptionStatus: z.preprocess((value) => (value === "" ? undefined : value), z.enum(subscriptionStatuses).optional()),
  trialEndsAt: optionalDate,
  subscriptionEndsAt: optionalDate,
});
export type AdminSubscriptionPatch = z.infer<typeof adminSubscriptionPatchSchema>;

const wholeNumber = z.coerce.number("numberRequired").int("numberRequired").min(0, "numberRequired").max(10_000, "numberRequired");
const cuisineLabel = z.enum(cuisines.map((c) => c.label) as [string, ...string[]], "cuisineRequired");
const lines = (message: string) =>
  z.union([z.array(z.string()), z.string()]).transform((value) => (Array.isArray(value) ? value.map((l) => l.trim()).filter(Boolean) : splitLines(value))).pipe(z.array(z.string().max(500, "tooLong").refine(isSingleLineText, "controlCharacters")).min(1, message).max(60, "tooLong"));
const flag = z.preprocess((value) => value === true || value === "true" || value === "on" || value === "1", z.boolean());

/** SPEC §5 Create recipe: every field required (the image comes alongside, as a file); featured and quick optional. */
export const adminRecipeCreateSchema = z.object({
  title: z.string().trim().min(1, "titleRequired").max(200, "tooLong").refine(isSingleLineText, "controlCharacters"),
  description: z.string().trim().min(1, "descriptionRequired").max(2000, "tooLong").refine(isMultiLineText, "controlCharacters"),
  cuisineType: cuisineLabel,
  category: z.enum(recipeCategories).default("main"),
  difficulty: z.enum(difficulties),
  prepTime: wholeNumber,
  cookTime: wholeNumber,
  servings: wholeNumber.pipe(z.number().min(1, "numberRequired")),
  ingredients: lines("ingredientsRequired"),
  instructions: lines("instructionsRequired"),
  featured: flag.default(false),
  quick: flag.default(false),
  hidden: flag.default(false),
});
export type AdminRecipeCreate = z.infer<typeof adminRecipeCreateSchema>;

/** SPEC §5 Edit recipe: only non-empty fields; featured and quick always. */
export const adminRecipePatchSchema = adminRecipeCreateSchema
  .partial()
  .extend({ imageUrl: z.string().trim().max(500).regex(/^(\/|https:\/\/)/, "invalidInput").optional() });
export type AdminRecipePatch = z.infer<typeof adminRecipePatchSchema>;
