/** Dates on the dashboard are shown in the browser's locale (docs/spec.md §4); `locale` is for tests. */
export function formatDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric" });
}

/** A month of the statistics ("2026-05") as the browser's locale writes it ("May 2026"). */
export function formatMonth(month: string, locale?: string): string {
  const [year = 1970, number = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString(locale, { month: "short", year: "numeric", timeZone: "UTC" });
}

export function formatNumber(value: number, locale?: string): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` input shows it: the browser's local time, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant, so the server gets the browser's offset. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString();
}
