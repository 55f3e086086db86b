/**
 * docs/spec.md §4: dates in the browser's locale, in the interface language. The first of the browser's
 * languages that matches the interface language gives its regional format (en-GB, ar-SA, …);
 * otherwise the owner's country, else the Emirates (en-AE, ar-AE).
 */
export function dateLocale(language: string, country: string | null, browserLanguages: readonly string[]): string {
  const base = language.split("-")[0]!.toLowerCase();
  const matching = browserLanguages.find((tag) => tag.split("-")[0]!.toLowerCase() === base);
  return matching ?? `${base}-${country ?? "AE"}`;
}

/**
 * A day as the owner reads it ("22 November 2026", "٢٢ نوفمبر ٢٠٢٦"), or null when there is no valid date;
 * in `timeZone` when given (the server's render), else the browser's.
 */
export function formatDay(iso: string | null, locale: string, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeZone }).format(date);
  }
}
