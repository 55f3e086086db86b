import { z } from "./zod.schema";
import { sharePlatforms } from "./helper";
import { helperLanguageCodes } from "./languages";
import { isPhoneCountry, phoneDigits } from "./phone";
import { hasNoBidiControls, isSingleLineText } from "./plain-text";

/**
 * docs/spec.md §5 helper details; the server also checks the number is real (libphonenumber) and stores E.164.
 * `phoneCountry` (decision 0073, not in the SPEC's call): the country a national number is read in (ISO code);
 * a number written with "+" or "00" carries its own.
 */
export const helperDetailsSchema = z.object({
  helperFirstName: z
    .string()
    .trim()
    .min(1, "helperFirstNameRequired")
    .max(100, "tooLong")
    .refine(isSingleLineText, "controlCharacters")
    .refine(hasNoBidiControls, "bidiControls"),
  domesticWorkerPhone: z
    .string()
    .trim()
    .max(30, "tooLong")
    .refine((phone) => phoneDigits(phone).length >= 8, "phoneMin8"),
  preferredLanguage: z.enum(helperLanguageCodes, "unsupportedLanguage").nullable().optional(),
  phoneCountry: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => isPhoneCountry(code), "countryInvalid")
    .nullable()
    .optional(),
});
export type HelperDetailsInput = z.infer<typeof helperDetailsSchema>;

export const trackShareSchema = z.object({ platform: z.enum(sharePlatforms) });
