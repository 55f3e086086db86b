/**
 * The owner's day on the server (decision 0088): the browser keeps its time zone in a cookie, so a
 * signed-in page can be drawn for the day it is where she is, not the server's.
 */

/** The cookie the browser writes its IANA time zone into ("Asia/Dubai"); not a secret. */
export const timeZoneCookie = "time-zone";

const timeZoneShape = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * One formatter per time zone the runtime knows: making one costs about half a millisecond, and every signed-in page
 * asks. Kept under the zone's own name as the runtime writes it ("Asia/Dubai"), never under what a cookie held: the
 * runtime accepts any letter case ("aSiA/dUbAi"), and a map keyed by those would grow with whatever clients send.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  const kept = dayFormats.get(timeZone);
  if (kept) return kept;
  const format = new Intl.DateTimeFormat("en", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  dayFormats.set(format.resolvedOptions().timeZone, format);
  return format;
}

/** How many formatters are kept (a test checks the map stays bounded). */
export const keptDayFormats = () => dayFormats.size;

/** Whether `value` is a time zone this runtime knows (a cookie may hold anything). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || !timeZoneShape.test(value)) return false;
  try {
    dayFormatOf(value);
    return true;
  } catch {
    return false;
  }
}

/** The date (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dayFormatOf(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
