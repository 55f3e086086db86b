/*
 * Where a visitor was going when she was asked to log in (decision 0072): a recipe card she tapped, or a shared
 * /recipe/13 that sent her home with "Login Required" (docs/spec.md §2). After she logs in or signs up she goes
 * there. Kept in this tab's session storage (a reload keeps it, another tab or a closed browser does not) for
 * half an hour: a wish from long ago should not move her from where she is now.
 */

const storageKey = "wasfa-return-to";
export const returnPathMaxAgeMs = 30 * 60_000;
/** Longer than any page of the app's address, short enough to keep storage and URLs sane. */
const maxLength = 2000;
/** A base no real address has, to see whether a path stays on it. */
const base = "https://wasfa.invalid";

/**
 * The path itself when it is one of this site's pages: it starts with a single "/" (not "//host" or "/\host",
 * which browsers read as another site), has no control characters or backslashes (which the URL parser drops or
 * turns into "/"), and stays on this origin once resolved. Anything else (an absolute address, "javascript:",
 * a scheme-relative one) is null: nobody can send her elsewhere through the login.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > maxLength) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Without storage (blocked, private mode) the wish lasts for this page only. */
let inMemory: string | null = null;

/** Remembers where she was going (a path of this site; anything else is ignored). */
export function rememberReturnPath(path: string, now = Date.now()) {
  const safe = safeReturnPath(path);
  if (!safe) return;
  const saved = JSON.stringify({ path: safe, at: now });
  inMemory = saved;
  try {
    sessionStorage.setItem(storageKey, saved);
  } catch {
    // Kept in memory above.
  }
}

export function forgetReturnPath() {
  inMemory = null;
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing kept there.
  }
}

/** Where she was going, once: it is forgotten as it is read. Null when nothing recent and safe was kept. */
export function takeReturnPath(now = Date.now()): string | null {
  let saved = inMemory;
  try {
    saved = sessionStorage.getItem(storageKey) ?? saved;
  } catch {
    // Read from memory.
  }
  forgetReturnPath();
  if (!saved) return null;
  try {
    const { path, at } = JSON.parse(saved) as { path?: unknown; at?: unknown };
    if (typeof at !== "number" || now - at > returnPathMaxAgeMs || at > now + 60_000) return null;
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
