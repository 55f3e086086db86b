import { plainNumbers } from "./numbers";

const iso = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i;

/**
 * Minutes of a schema.org duration: ISO-8601 ("PT1H30M", "P0DT45M", "PT90M"), a bare number (taken as
 * minutes) or, as some sites write it, words ("1 hour 20 mins"). Null when it says no time.
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  const match = iso.exec(text);
  if (!match) return textDurationMinutes(text);
  if (text === "P" || text.toUpperCase().endsWith("T")) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  return Math.round(weeks! * 10_080 + days! * 1440 + hours! * 60 + minutes! + seconds! / 60);
}

/** Ways of saying a time without digits, rewritten as the units the one pattern below reads. */
const phrases: [RegExp, string][] = [
  [/half\s+(?:an?\s+)?(?:hour|hr)/g, " 30 min "],
  [/(?:a\s+)?quarter\s+(?:of\s+)?(?:an?\s+)?(?:hour|hr)/g, " 15 min "],
  [/and\s+a\s+half/g, " 30 min "],
  [/\ban?\s+(?=(?:hour|hr|minute|min|day)s?\b)/g, " 1 "],
  [/(?:نصف|نص)\s*(?:ال)?ساع[ةه]/g, " 30 min "],
  [/ربع\s*(?:ال)?ساع[ةه]/g, " 15 min "],
  [/ثلث\s*(?:ال)?ساع[ةه]/g, " 20 min "],
  [/ساعتين|ساعتان/g, " 2 h "],
  [/دقيقتين|دقيقتان/g, " 2 min "],
  [/(?:إلا|الا)\s*ربع/g, " -15 min "],
  [/(?:^|\s)و\s*(?:نصف|نص)(?!\p{L})/gu, " 30 min "],
  [/(?:^|\s)و\s*ربع(?!\p{L})/gu, " 15 min "],
];

/** The same once numbers are digits: Arabic units, and "1h30". */
const units: [RegExp, string][] = [
  [/(\d+(?:\.\d+)?)\s*(?:ساعات|ساع[ةه])/g, " $1 h "],
  [/ساع[ةه]/g, " 1 h "],
  [/(\d+(?:\.\d+)?)\s*(?:دقيق[ةه]|دقائق|دقايق|د)(?!\p{L})/gu, " $1 min "],
  [/(\d+)\s*h\s*(\d+)(?!\s*(?:m|\.|\d))/g, " $1 h $2 min "],
];

const unitMinutes: Record<string, number> = { d: 1440, h: 60, m: 1, s: 1 / 60 };
const amount = /(-?\d+(?:\.\d+)?)\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])/g;
/** Words a time may carry besides its numbers and units, including what the time is for ("+ 1 h rising"). */
const filler =
  /\b(?:about|approx(?:imately)?|around|roughly|up to|under|over|total|and|plus|or so|time|marinating|marinade|resting|rest|rising|proofing|chilling|soaking)\b|حوالي|حوالى|تقريب(?:ا|اً)|مد[ةه]|تخمير|تتبيل|نقع|راح[ةه]|تبريد|و(?=\s)|[\s.,:;+~()\-–—]/g;

/**
 * Minutes of a time as people write it ("1 hr 30 mins", "1h30", "an hour and a half", "15-20 min",
 * "ساعة ونص", "٤٥ دقيقة", "ربع ساعة"). Ranges count their first end. Null when no time is written.
 */
export function textDurationMinutes(text: string): number | null {
  return readDuration(text)?.minutes ?? null;
}

/** Like textDurationMinutes, but only when the text says a time and nothing else ("15 min", not "soak 15 min"). */
export function onlyDurationMinutes(text: string): number | null {
  const read = readDuration(text);
  return read && read.rest.replace(filler, "") === "" ? read.minutes : null;
}

function readDuration(text: string): { minutes: number; rest: string } | undefined {
  let plain = text.slice(0, 300).toLowerCase();
  for (const [pattern, replacement] of phrases) plain = plain.replace(pattern, replacement);
  plain = plainNumbers(plain).replace(/(\d+(?:\.\d+)?)\s*(?:-|–|—|to|إلى|الى)\s*\d+(?:\.\d+)?/g, "$1");
  for (const [pattern, replacement] of units) plain = plain.replace(pattern, replacement);
  let minutes = 0;
  let found = false;
  const rest = plain.replace(amount, (_, count: string, unit: string) => {
    minutes += Number(count) * unitMinutes[unit[0]!]!;
    found = true;
    return " ";
  });
  return found && minutes >= 0 ? { minutes: Math.round(minutes), rest } : undefined;
}
