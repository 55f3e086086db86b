import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * A phone number as E.164 ("+971501234567"), read with the owner's country as the default region,
 * or null when it is not a valid number. WhatsApp links use its digits.
 */
export function toE164(input: string, defaultCountry: string | null | undefined): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), (defaultCountry ?? "AE") as CountryCode);
  return parsed?.isValid() ? parsed.format("E.164") : null;
}

/** SPEC §4: the WhatsApp link takes the phone stripped to its digits. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");
