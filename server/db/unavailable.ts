/**
 * Errors that say the database cannot serve right now (down, restarting, unreachable, out of
 * connections), as opposed to a bad query: the request may succeed if tried again shortly.
 */
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** PostgreSQL SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const serverCodes = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What node-postgres and its pool say, without a code, when a connection is lost or cannot be made. */
const poolMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

function matches(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (networkCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return poolMessages.test(error.message);
}

/** True when the error, or one it wraps (Drizzle's query error, a connect AggregateError), is an outage. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !(error instanceof Error)) return false;
  if (matches(error)) return true;
  const nested = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...nested].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
