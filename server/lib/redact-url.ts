/**
 * A URL as it may be written to a log: the values of secret query parameters (reset and verification
 * tokens) and the token of a helper link (`/h/<token>`) replaced, so logs never hold a working link.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|key)=)[^&#]*/gi, "$1[redacted]")
    .replace(/^(\/h\/)[^/?#]+/, "$1[redacted]");
}
