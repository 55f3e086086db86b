import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * A phone number as E.164 ("+971501234567"), read with the owner's country as the default region,
 * or null when it is not a valid number. WhatsApp links use its digits.
 */
export function toE164(input: string, defaultCountry: string | null | undefined): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), (defaultCountry ?? "AE") as CountryCode);
  return parsed?.isValid() ? parsed.format("E.164") : null;
}

/*
 * Numbers read with an explicit country (issue 30, the owner's own WhatsApp number; the same rule as the helper's
 * number field being built for issue 25.2): a number written internationally ("+971 50…", "00971 50…") carries its
 * own country; a national one ("050 123 4567") is read in the country chosen beside it, and without one it is not
 * read at all — never as a UAE number by default.
 */

export type PhoneCountry = CountryCode;

/** Every country a number can belong to (ISO 3166 two-letter codes, as libphonenumber knows them); a call, so importing this module costs nothing. */
export const phoneCountries = (): readonly PhoneCountry[] => getCountries();

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

/** SPEC §4: the WhatsApp link takes the phone stripped to its digits. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");
