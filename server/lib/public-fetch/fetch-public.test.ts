import http from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllowedHosts } from "./allowed-hosts";
import { fetchPublicResource, PublicFetchError, type PublicFetchOptions } from "./fetch-public";

type Peer = { server: http.Server; port: number; hits: string[] };

async function startPeer(handler: http.RequestListener): Promise<Peer> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

const page = "<!doctype html><title>Harees</title><h1>Harees</h1>";
let allowed: Peer;
let other: Peer;
let base: string;
let options: PublicFetchOptions;

beforeAll(async () => {
  other = await startPeer((_, response) => response.end(page));
  allowed = await startPeer((request, response) => {
    const url = new URL(request.url ?? "/", "http://peer");
    const chain = /^\/chain\/(\d+)\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const [step, total] = [Number(chain[1]), Number(chain[2])];
      response.writeHead(302, { location: step < total ? `/chain/${step + 1}/${total}` : "/page" }).end();
      return;
    }
    switch (url.pathname) {
      case "/page":
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
        return;
      case "/moved":
        response.writeHead(301, { location: "/page" }).end();
        return;
      case "/to-other-port":
        response.writeHead(302, { location: `http://127.0.0.1:${other.port}/page` }).end();
        return;
      case "/to-metadata":
        response.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" }).end();
        return;
      case "/to-file":
        response.writeHead(302, { location: "file:///etc/passwd" }).end();
        return;
      case "/headers":
        response.writeHead(200, { "content-type": "text/html" }).end(JSON.stringify(request.headers));
        return;
      case "/gzip":
        response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(gzipSync(page));
        return;
      case "/declared-large":
        response.writeHead(200, { "content-type": "text/html", "content-length": String(3 * 1024 * 1024) });
        response.end(Buffer.alloc(3 * 1024 * 1024, "a"));
        return;
      case "/streamed-large": {
        // No Content-Length: only counting the bytes as they come can stop it.
        response.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const send = () => {
          if (response.destroyed || sent >= 4 * 1024 * 1024) return response.end();
          sent += chunk.length;
          response.write(chunk, send);
        };
        send();
        return;
      }
      case "/stall":
        return; // never answers
      case "/stall-body":
        response.writeHead(200, { "content-type": "text/html" });
        response.write("<!doctype html><p>first half…");
        return;
      case "/text":
        response.writeHead(200, { "content-type": "text/plain" }).end("just text");
        return;
      case "/image.png":
        response.writeHead(200, { "content-type": "image/png" }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      default:
        response.writeHead(404, { "content-type": "text/html" }).end("not here");
    }
  });
  base = `http://127.0.0.1:${allowed.port}`;
  options = { accept: "html", allowedHosts: [`127.0.0.1:${allowed.port}`] };
});

afterAll(async () => {
  for (const peer of [allowed, other]) {
    peer.server.closeAllConnections();
    await new Promise((resolve) => peer.server.close(resolve));
  }
});

async function refusal(promise: Promise<unknown>): Promise<PublicFetchError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PublicFetchError);
  return error as PublicFetchError;
}

/** A resolver that answers every name with the given address, as a hostile DNS server would. */
function resolvingTo(address: string, calls: string[]): LookupFunction {
  return ((hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    calls.push(hostname);
    const family = address.includes(":") ? 6 : 4;
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

describe("fetchPublicResource refuses what is not public", () => {
  it("refuses a local server that is not in the allow-list, without connecting to it", async () => {
    expect((await refusal(fetchPublicResource(`http://127.0.0.1:${other.port}/page`, options))).reason).toBe("blocked_address");
    expect(other.hits).toEqual([]);
  });

  it.each([
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", "http://[::1]:8080/"],
    ["the unspecified address", "http://0.0.0.0/"],
    ["loopback written as a decimal number", "http://2130706433/"],
    ["loopback written in hex", "http://0x7f.1/"],
    ["IPv4-mapped IPv6 loopback", "http://[::ffff:127.0.0.1]/"],
    ["IPv4-compatible IPv6 loopback", "http://[::127.0.0.1]/"],
    ["a private 10.x address", "http://10.1.2.3/"],
    ["a private 192.168.x address", "http://192.168.1.1/"],
    ["carrier-grade NAT space", "http://100.64.0.1/"],
    ["a multicast address", "http://224.0.0.1/"],
    ["the AWS IPv6 metadata address", "http://[fd00:ec2::254]/"],
    ["an IPv6 link-local address", "http://[fe80::1]/"],
    ["localhost by name", "http://localhost/"],
  ])("refuses %s (%s)", async (_, address) => {
    expect((await refusal(fetchPublicResource(address, options))).reason).toBe("blocked_address");
  });

  it("refuses a name whose DNS answer is a private address, checking the answer it connects to", async () => {
    const calls: string[] = [];
    const error = await refusal(
      fetchPublicResource("http://recipes.example.test/harees", { ...options, lookup: resolvingTo("10.0.0.7", calls) }),
    );
    expect(error.reason).toBe("blocked_address");
    expect(calls).toEqual(["recipes.example.test"]);
  });

  it("uses the injected resolver: an allowed name resolved to the local peer is reached", async () => {
    const calls: string[] = [];
    const result = await fetchPublicResource(`http://recipes.example.test:${allowed.port}/page`, {
      ...options,
      allowedHosts: [`recipes.example.test:${allowed.port}`],
      lookup: resolvingTo("127.0.0.1", calls),
    });
    expect(result.body.toString()).toBe(page);
    expect(calls).toEqual(["recipes.example.test"]);
  });

  it("refuses an allowed peer's redirect to another local port, which is not allowed", async () => {
    expect((await refusal(fetchPublicResource(`${base}/to-other-port`, options))).reason).toBe("blocked_address");
    expect(other.hits).toEqual([]);
  });

  it("refuses an allowed peer's redirect to the metadata address", async () => {
    expect((await refusal(fetchPublicResource(`${base}/to-metadata`, options))).reason).toBe("blocked_address");
  });

  it("refuses an allowed peer's redirect to a file: address", async () => {
    expect((await refusal(fetchPublicResource(`${base}/to-file`, options))).reason).toBe("bad_scheme");
  });

  it.each(["file:///etc/passwd", "ftp://ftp.example.com/recipe.html", "gopher://example.com:70/1", "javascript:alert(1)"])(
    "refuses the scheme of %s",
    async (address) => {
      expect((await refusal(fetchPublicResource(address, options))).reason).toBe("bad_scheme");
    },
  );

  it("refuses what is not an address", async () => {
    expect((await refusal(fetchPublicResource("my grandmother's harees", options))).reason).toBe("bad_url");
  });
});

describe("fetchPublicResource limits", () => {
  it("refuses a body whose stated length is over the limit", async () => {
    expect((await refusal(fetchPublicResource(`${base}/declared-large`, options))).reason).toBe("too_large");
  });

  it("stops a body without a stated length once the bytes counted pass the limit", async () => {
    const error = await refusal(fetchPublicResource(`${base}/streamed-large`, { ...options, maxBytes: 256 * 1024 }));
    expect(error.reason).toBe("too_large");
  });

  it("gives up on a peer that never answers", async () => {
    const started = Date.now();
    expect((await refusal(fetchPublicResource(`${base}/stall`, { ...options, timeoutMs: 300 }))).reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("gives up on a peer that stops halfway through the body", async () => {
    expect((await refusal(fetchPublicResource(`${base}/stall-body`, { ...options, timeoutMs: 300 }))).reason).toBe("timeout");
  });

  it("follows five redirects but not six", async () => {
    expect((await fetchPublicResource(`${base}/chain/1/5`, options)).finalUrl).toBe(`${base}/page`);
    expect((await refusal(fetchPublicResource(`${base}/chain/1/6`, options))).reason).toBe("too_many_redirects");
  });

  it("refuses an error status, a page that is not HTML, and an image that is not an image", async () => {
    const missing = await refusal(fetchPublicResource(`${base}/missing`, options));
    expect([missing.reason, missing.status]).toEqual(["http_status", 404]);
    expect((await refusal(fetchPublicResource(`${base}/text`, options))).reason).toBe("not_html");
    expect((await refusal(fetchPublicResource(`${base}/page`, { ...options, accept: "image" }))).reason).toBe("not_image");
  });
});

describe("fetchPublicResource on an allowed peer", () => {
  it("fetches the page and tells the address it ended at after a redirect", async () => {
    const result = await fetchPublicResource(`${base}/moved`, options);
    expect(result).toEqual({ finalUrl: `${base}/page`, contentType: "text/html; charset=utf-8", body: Buffer.from(page) });
  });

  it("sends a plain User-Agent and neither the address's credentials nor cookies", async () => {
    const result = await fetchPublicResource(`http://cook:secret@127.0.0.1:${allowed.port}/headers`, options);
    const headers = JSON.parse(result.body.toString()) as Record<string, string>;
    expect(headers["user-agent"]).toMatch(/^WasfaRecipeImport\//);
    expect(headers).not.toHaveProperty("authorization");
    expect(headers).not.toHaveProperty("cookie");
    expect(result.finalUrl).toBe(`${base}/headers`);
  });

  it("decompresses a gzip answer", async () => {
    expect((await fetchPublicResource(`${base}/gzip`, options)).body.toString()).toBe(page);
  });

  it("fetches an image when an image is asked for", async () => {
    const result = await fetchPublicResource(`${base}/image.png`, { ...options, accept: "image" });
    expect([result.contentType, result.body.length]).toEqual(["image/png", 4]);
  });
});

describe("parseAllowedHosts", () => {
  it("keeps host:port entries, lower-cased, and drops the rest", () => {
    expect(parseAllowedHosts(" LocalHost:4100, 127.0.0.1:4101,[::1]:4102, example.com, :80,")).toEqual([
      "localhost:4100",
      "127.0.0.1:4101",
      "[::1]:4102",
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
  });
});
