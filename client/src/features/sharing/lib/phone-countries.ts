import { callingCodeOf, isPhoneCountry, phoneCountries, readPhone, type PhoneCountry } from "@common/phone";

/*
 * The countries of the helper's WhatsApp number (decision 0073): the Gulf's six first (where the household is and
 * where most helpers' numbers are), then the countries helpers most often come from and keep their number of,
 * then every other country, named in the interface language.
 */

export const gulfCountries = ["AE", "SA", "QA", "KW", "BH", "OM"] as const satisfies readonly PhoneCountry[];
export const helperHomeCountries = ["PH", "IN", "ET", "LK", "NP", "ID", "BD", "UG", "KE", "MM", "PK", "GH", "NG"] as const satisfies readonly PhoneCountry[];

export type CountryOption = { code: PhoneCountry; label: string };
/** The select's groups, in order (each named by `sharing.phone.groups.<key>`). */
export const countryGroupKeys = ["gulf", "home", "all"] as const;
export type CountryGroup = { key: (typeof countryGroupKeys)[number]; options: CountryOption[] };

/** The country's name in `language` (Intl's own list, so no table of 245 names in two languages ships). */
export function countryName(code: PhoneCountry, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * "Philippines (+63)"; in Arabic the "+" stays before the digits ("الفلبين (+63)"): a select's option is drawn
 * without isolates, so left-to-right marks hold the code together.
 */
export const countryLabel = (code: PhoneCountry, language: string) => `${countryName(code, language)} (\u200e${callingCodeOf(code)}\u200e)`;

/**
 * The select's groups. `everyCountry` false gives only the first two groups (and `selected`, when it is in
 * neither): the server renders and the browser first hydrates that much, since two engines may name a rarer
 * country differently; the whole list follows right after.
 */
export function countryGroups(language: string, { everyCountry, selected }: { everyCountry: boolean; selected?: PhoneCountry | null }): CountryGroup[] {
  const option = (code: PhoneCountry) => ({ code, label: countryLabel(code, language) });
  const first = new Set<PhoneCountry>([...gulfCountries, ...helperHomeCountries]);
  const collator = new Intl.Collator(language);
  const rest = everyCountry ? phoneCountries.filter((code) => !first.has(code)) : selected && !first.has(selected) ? [selected] : [];
  return [
    { key: "gulf", options: gulfCountries.map(option) },
    { key: "home", options: helperHomeCountries.map(option) },
    { key: "all", options: rest.map(option).sort((a, b) => collator.compare(a.label, b.label)) },
  ];
}

/** Where a phone's clock is set, for the countries the app is used in and helpers come from. */
const countryByTimeZone: Record<string, PhoneCountry> = {
  "Asia/Dubai": "AE",
  "Asia/Riyadh": "SA",
  "Asia/Qatar": "QA",
  "Asia/Kuwait": "KW",
  "Asia/Bahrain": "BH",
  "Asia/Muscat": "OM",
  "Asia/Manila": "PH",
  "Asia/Kolkata": "IN",
  "Asia/Calcutta": "IN",
  "Africa/Addis_Ababa": "ET",
  "Asia/Colombo": "LK",
  "Asia/Kathmandu": "NP",
  "Asia/Katmandu": "NP",
  "Asia/Jakarta": "ID",
  "Asia/Makassar": "ID",
  "Asia/Jayapura": "ID",
  "Asia/Pontianak": "ID",
  "Asia/Dhaka": "BD",
  "Asia/Dacca": "BD",
  "Africa/Kampala": "UG",
  "Africa/Nairobi": "KE",
  "Asia/Yangon": "MM",
  "Asia/Rangoon": "MM",
  "Asia/Karachi": "PK",
  "Africa/Accra": "GH",
  "Africa/Lagos": "NG",
};

/**
 * A first choice for the country, when the owner's profile names none: her phone's time zone (Asia/Riyadh → SA),
 * else the region of her browser's language (ar-SA, en-AE). Only a suggestion: the select shows it, and the
 * number is shown with its country before she saves.
 */
export function guessPhoneCountry({ timeZone, languages }: { timeZone: string | undefined; languages: readonly string[] }): PhoneCountry | null {
  const byZone = timeZone ? countryByTimeZone[timeZone] : undefined;
  if (byZone) return byZone;
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (isPhoneCountry(region)) return region;
    } catch {
      // Not a language tag: try the next.
    }
  }
  return null;
}

/** The country the form starts with: the saved number's own, else the owner's profile country (null: guess). */
export function startingCountry(user: { domesticWorkerPhone: string | null; country: string | null }): PhoneCountry | null {
  const saved = user.domesticWorkerPhone ? readPhone(user.domesticWorkerPhone, null) : null;
  if (saved?.ok && saved.country) return saved.country;
  return isPhoneCountry(user.country) ? user.country : null;
}

/** A saved number as the field shows it: "+971 50 123 4567" rather than "+971501234567". */
export function shownNumber(saved: string | null): string {
  if (!saved) return "";
  const reading = readPhone(saved, null);
  return reading.ok ? reading.international : saved;
}
