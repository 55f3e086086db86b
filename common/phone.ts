import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/*
 * The helper's WhatsApp number (DESIGN: stored E.164). Decision 0073: nothing is read as a UAE number unless someone
 * said so. A number written internationally ("+63 917…", "0063 917…") carries its own country; a national one
 * ("0917 123 4567") is read in the country chosen beside it, and without one it is not read at all.
 */

export type PhoneCountry = CountryCode;

/** Every country a number can belong to (ISO 3166 two-letter codes, as libphonenumber knows them). */
export const phoneCountries: readonly PhoneCountry[] = getCountries();

export const isPhoneCountry = (code: unknown): code is PhoneCountry => typeof code === "string" && isSupportedCountry(code);

/** "+63" for the Philippines. */
export const callingCodeOf = (country: PhoneCountry) => `+${getCountryCallingCode(country)}`;

/** Written with its country: "+…" or the international prefix "00". */
export const isInternationalInput = (input: string) => /^\s*(\+|00)/.test(input);

export type PhoneReading =
  | { ok: true; e164: string; country: PhoneCountry | undefined; international: string }
  /** `needsCountry`: a national number and no country to read it in; `invalid`: no real number there. */
  | { ok: false; reason: "needsCountry" | "invalid" };

/**
 * Reads a typed number: an international one by its own country code (the chosen country is then ignored), a
 * national one in `country`. Gives E.164 for storing, its country, and the international form to show.
 */
export function readPhone(input: string, country: string | null | undefined): PhoneReading {
  const trimmed = input.trim();
  const international = isInternationalInput(trimmed);
  if (!international && !isPhoneCountry(country)) return { ok: false, reason: "needsCountry" };
  // "00" is the international prefix everywhere the app is used (the Gulf and the helpers' home countries).
  const written = international ? trimmed.replace(/^00/, "+") : trimmed;
  const parsed = international ? parsePhoneNumberFromString(written) : parsePhoneNumberFromString(written, country as PhoneCountry);
  if (!parsed?.isValid()) return { ok: false, reason: "invalid" };
  return { ok: true, e164: parsed.format("E.164"), country: parsed.country, international: parsed.formatInternational() };
}

/** docs/spec.md §4: the WhatsApp link takes the phone stripped to its digits. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");
