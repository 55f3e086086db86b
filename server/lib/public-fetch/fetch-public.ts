import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

export type PublicFetchReason =
  | "bad_url"
  | "bad_scheme"
  | "blocked_address"
  | "too_large"
  | "timeout"
  | "too_many_redirects"
  | "http_status"
  | "not_html"
  | "not_image"
  | "network";

/** Why a fetch was refused or failed; `reason` is what the route turns into its 400 message. */
export class PublicFetchError extends Error {
  constructor(
    readonly reason: PublicFetchReason,
    message: string,
    /** The HTTP status, for `http_status`. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "PublicFetchError";
  }
}

export type PublicFetchOptions = {
  /** What the address must answer: a page (text/html) or an image (image/*). */
  accept: "html" | "image";
  /** Most bytes of the (decompressed) body; default 2 MB for a page, 8 MB for an image. */
  maxBytes?: number;
  /** For the whole fetch, redirects included; default 10 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  /**
   * "host:port" pairs reached without the address guard: only for tests and local set-ups, from
   * `IMPORT_ALLOWED_HOSTS` (see parseAllowedHosts). Every other address, redirects included, is guarded.
   */
  allowedHosts?: readonly string[];
  /** Tests only: resolves host names instead of the system resolver. The guard still checks every answer. */
  lookup?: LookupFunction;
};

export type PublicResource = { finalUrl: string; contentType: string; body: Buffer };

export const publicFetchDefaults = {
  pageBytes: 2 * 1024 * 1024,
  imageBytes: 8 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
};

/**
 * The guard: agents that check the address each socket actually connects to, after DNS, so a name that
 * resolves (or re-resolves) to loopback, private, link-local, CGNAT, multicast, unspecified, IPv4-mapped or
 * other reserved space is refused. "::/96" adds the deprecated IPv4-compatible IPv6 addresses ("::127.0.0.1"),
 * which the library counts as public.
 */
const guardOptions = { keepAlive: false, denyIPAddressList: ["::/96"] };
const guardedAgents = {
  "http:": new RequestFilteringHttpAgent(guardOptions),
  "https:": new RequestFilteringHttpsAgent(guardOptions),
};
const allowedAgents = { "http:": new http.Agent({ keepAlive: false }), "https:": new https.Agent({ keepAlive: false }) };

const userAgent = "WasfaRecipeImport/1.0 (+https://wasfa.app)";
const acceptHeaders = {
  html: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  image: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8",
};
const acceptedTypes = {
  html: /^(?:text\/html|application\/xhtml\+xml)(?:;|$)/i,
  // Some storage services label every file as octet-stream; the upload checks read the bytes themselves.
  image: /^(?:image\/[\w.+-]+|application\/octet-stream|binary\/octet-stream)(?:;|$)/i,
};
const redirects = new Set([301, 302, 303, 307, 308]);


/**
 * GETs a public http(s) resource for the recipe import, safe against server-side request forgery: public
 * addresses only (checked on the connected socket, for every redirect, which is followed by hand), no
 * credentials or cookies sent, the body counted while it streams and cut off past `maxBytes`, one deadline
 * for everything. Throws PublicFetchError.
 */
export async function fetchPublicResource(address: string, options: PublicFetchOptions): Promise<PublicResource> {
  const maxBytes = options.maxBytes ?? (options.accept === "html" ? publicFetchDefaults.pageBytes : publicFetchDefaults.imageBytes);
  const maxRedirects = options.maxRedirects ?? publicFetchDefaults.maxRedirects;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? publicFetchDefaults.timeoutMs);
  try {
    let url = checkedUrl(address);
    for (let redirectCount = 0; ; redirectCount += 1) {
      const response = await get(url, options, deadline.signal);
      const status = response.statusCode ?? 0;
      if (redirects.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new PublicFetchError("http_status", `Redirect ${status} without a Location`, status);
        if (redirectCount >= maxRedirects) throw new PublicFetchError("too_many_redirects", `More than ${maxRedirects} redirects`);
        url = checkedUrl(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new PublicFetchError("http_status", `The address answered ${status}`, status);
      }
      const contentType = response.headers["content-type"] ?? "";
      if (!acceptedTypes[options.accept].test(contentType.trim())) {
        response.destroy();
        throw new PublicFetchError(options.accept === "html" ? "not_html" : "not_image", `Unexpected content type "${contentType}"`);
      }
      const body = await readBody(response, maxBytes);
      return { finalUrl: url.href, contentType, body };
    }
  } catch (error) {
    throw asFetchError(error, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** An absolute http(s) address, without the user name and password it may carry (they are never sent). */
function checkedUrl(address: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address.trim(), base);
  } catch {
    throw new PublicFetchError("bad_url", "Not a web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new PublicFetchError("bad_scheme", `Only http and https addresses, not ${url.protocol}`);
  }
  if (url.href.length > 2048) throw new PublicFetchError("bad_url", "The address is too long");
  url.username = "";
  url.password = "";
  url.hash = "";
  return url;
}

function isAllowed(url: URL, allowedHosts: readonly string[] | undefined): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowedHosts?.includes(`${url.hostname.toLowerCase()}:${port}`) ?? false;
}

function get(url: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const scheme = url.protocol as "http:" | "https:";
  const agent = isAllowed(url, options.allowedHosts) ? allowedAgents[scheme] : guardedAgents[scheme];
  return new Promise((resolve, reject) => {
    const request = (scheme === "https:" ? https : http).request(
      {
        protocol: scheme,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: url.pathname + url.search,
        method: "GET",
        agent,
        signal,
        lookup: options.lookup,
        headers: { "user-agent": userAgent, accept: acceptHeaders[options.accept], "accept-encoding": "gzip, deflate, br" },
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

function decompressor(encoding: string | undefined) {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** The body, decompressed, counted as it arrives: past `maxBytes` the download stops (a stated length is refused at once). */
async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  const encoding = response.headers["content-encoding"];
  if (!encoding && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new PublicFetchError("too_large", `The answer is larger than ${maxBytes} bytes`);
  }
  const decode = decompressor(encoding);
  const stream: Readable = decode ? pipeline(response, decode, () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new PublicFetchError("too_large", `The answer is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } finally {
    response.destroy();
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

function asFetchError(error: unknown, deadline: AbortSignal): PublicFetchError {
  if (error instanceof PublicFetchError) return error;
  if (deadline.aborted) return new PublicFetchError("timeout", "The address took too long to answer");
  const message = error instanceof Error ? error.message : String(error);
  // request-filtering-agent's refusal has no code of its own; its message is the one mark it leaves.
  if (/is not allowed\. Because/.test(message)) return new PublicFetchError("blocked_address", "Not a public address");
  return new PublicFetchError("network", message);
}
