/*
 * Which API readings a page asked for the last time it was rendered on the server, so the next render of a
 * page like it fetches them all at once, before its first pass (decision 0055: otherwise a signed-in page
 * reveals its queries a round at a time: the account, then the lists, then her favourites, each round a
 * whole render). Only a hint: a reading the page no longer needs costs one request; one it newly needs is
 * found by the render as before.
 *
 * Pages differ by their numbers (/recipe/12 reads /api/recipes/12): the page's first number is a slot in
 * what is learned, filled with the next page's own.
 */

const slot = "{n}";
const learned = new Map<string, string[]>();
/** Bounded: one entry per kind of page and visitor, a few dozen at most in practice. */
const learnedMax = 200;

/** The page's kind (`/recipe/{n}` for /recipe/12, with its query) and its number, if any. */
function pageKind(url: string): { kind: string; number: string | null } {
  const number = /\/(\d+)(?=\/|\?|$)/.exec(url)?.[1] ?? null;
  return { kind: number ? url.replace(`/${number}`, `/${slot}`) : url, number };
}

/** What pages like `url` (for this kind of visitor) read last time, with this page's number filled in. */
export function learnedQueries(url: string, visitor: string): string[] {
  const { kind, number } = pageKind(url);
  return (learned.get(`${visitor} ${kind}`) ?? []).map((key) => (number ? key.replace(slot, number) : key));
}

/** Remembers the readings (API addresses) a page of `url`'s kind needed. */
export function learnQueries(url: string, visitor: string, keys: string[]) {
  const { kind, number } = pageKind(url);
  const pattern = number && new RegExp(`/${number}(?=/|\\?|$)`);
  if (learned.size >= learnedMax && !learned.has(`${visitor} ${kind}`)) learned.clear();
  learned.set(`${visitor} ${kind}`, keys.map((key) => (pattern ? key.replace(pattern, `/${slot}`) : key)));
}
