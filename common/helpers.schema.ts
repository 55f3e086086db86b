import { z } from "./zod.schema";
import { helperDetailsSchema } from "./helper.schema";
import { helperRoles } from "./helpers";
import { helperLanguageCodes } from "./languages";

/**
 * POST /api/helpers (decision 0081): one more helper. The name, number and country are checked as the SPEC's helper
 * form checks them (the same message keys); the server reads the number with common/phone.ts and stores E.164.
 * Her language is required: a helper is added to be sent recipes in it.
 */
export const helperInputSchema = z.object({
  firstName: helperDetailsSchema.shape.helperFirstName,
  phone: helperDetailsSchema.shape.domesticWorkerPhone,
  phoneCountry: helperDetailsSchema.shape.phoneCountry,
  language: z.enum(helperLanguageCodes, "unsupportedLanguage"),
  role: z.enum(helperRoles, "invalidValue").default("other"),
  /** She does the shopping: the week's list goes to her by default; at most one helper of a household does. */
  shops: z.boolean("invalidValue").optional(),
});
export type HelperInput = z.input<typeof helperInputSchema>;

/** PATCH /api/helpers/:id: only the fields given change (a new number is read with the country sent beside it). */
export const helperPatchSchema = z.object({
  firstName: helperInputSchema.shape.firstName.optional(),
  phone: helperInputSchema.shape.phone.optional(),
  phoneCountry: helperInputSchema.shape.phoneCountry,
  language: helperInputSchema.shape.language.optional(),
  role: z.enum(helperRoles, "invalidValue").optional(),
  shops: helperInputSchema.shape.shops,
});
export type HelperPatch = z.infer<typeof helperPatchSchema>;

/** A helper's id in a body (a send, a planned meal's cook). */
export const helperIdSchema = z.number("invalidValue").int("invalidValue").positive("invalidValue").max(2_147_483_647, "invalidValue");
export const helperIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const helperSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  /** E.164. */
  phone: z.string(),
  /** Null only for a helper saved before she had one (the SPEC's helper may have none). */
  language: z.string().nullable(),
  role: z.enum(helperRoles),
  shops: z.boolean(),
  position: z.number().int(),
});
export type Helper = z.infer<typeof helperSchema>;

/**
 * GET /api/helpers: the household's helpers, first first; how many it may keep; and, per recipe category, the
 * helper who got its latest recipe link (derived from the links sent, nothing stored for it).
 */
export const helperListSchema = z.object({
  helpers: z.array(helperSchema),
  limit: z.number().int(),
  lastChoice: z.record(z.string(), z.number().int()),
});
export type HelperList = z.infer<typeof helperListSchema>;
