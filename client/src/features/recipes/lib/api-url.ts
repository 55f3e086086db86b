type Param = string | number | boolean | null | undefined;

/** A path with its query string; empty, false and missing values are left out. */
export function apiUrl(path: string, params: Record<string, Param>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "" && value !== false) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The `lang` parameter for recipe texts: English is the source, so it needs none. */
export const langParam = (language: string) => (language === "en" ? undefined : language);
