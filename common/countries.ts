/** docs/spec.md §2: the six GCC countries an owner can pick, with the calling region for phone numbers. */
export const countries = [
  { code: "AE", en: "United Arab Emirates", ar: "الإمارات العربية المتحدة" },
  { code: "QA", en: "Qatar", ar: "قطر" },
  { code: "SA", en: "Saudi Arabia", ar: "المملكة العربية السعودية" },
  { code: "KW", en: "Kuwait", ar: "الكويت" },
  { code: "BH", en: "Bahrain", ar: "البحرين" },
  { code: "OM", en: "Oman", ar: "عُمان" },
] as const;

export type CountryCode = (typeof countries)[number]["code"];
export const countryCodes = countries.map((c) => c.code) as [CountryCode, ...CountryCode[]];
