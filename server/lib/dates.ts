/** A timestamp for JSON: ISO 8601, or null when there is none. */
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
