/** Query parameters whose value is a credential: reset and verification tokens. */
const secretParameters = new Set(["token", "code", "key"]);

/** A request line's absolute form ("GET http://host/h/…", as forward proxies send it): its scheme and host. */
const absoluteForm = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/** Percent-decoded (a malformed escape left as written), as the router reads a path and a query reads a name. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A request's address as it may be written to a log: its path and query only, with the token of a helper link
 * (`/h/<token>`) and the values of secret query parameters (reset and verification tokens) replaced, so logs
 * never hold a working link. Read as the router reads it: an absolute-form target
 * ("http://host/h/<token>") and an escaped path ("/%68/<token>") reach the helper's page too.
 */
export function redactUrl(url: string): string {
  const target = url.replace(absoluteForm, "") || "/";
  const [address = "", fragment] = splitOnce(target, "#");
  const [path = "", query] = splitOnce(address, "?");
  const segments = path.split("/");
  if (segments.length > 2 && segments[0] === "" && decoded(segments[1]!).toLowerCase() === "h") segments[2] = "[redacted]";
  const pairs = query?.split("&").map((pair) => {
    const [name = "", value] = splitOnce(pair, "=");
    return value !== undefined && secretParameters.has(decoded(name.replaceAll("+", " ")).toLowerCase()) ? `${name}=[redacted]` : pair;
  });
  return segments.join("/") + (pairs ? `?${pairs.join("&")}` : "") + (fragment === undefined ? "" : `#${fragment}`);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
