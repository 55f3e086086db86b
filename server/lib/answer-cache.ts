import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/** One answer, serialized and compressed once, served to many. */
export type CachedAnswer = { body: Buffer; contentType: string; etag: string; br: Buffer; gzip: Buffer };

/**
 * Compresses an answer once, in each encoding when first asked for it: a page rendered for one owner is sent once,
 * in the one encoding her browser takes (gzip's level 9 on a 70 KB page costs 2.5 ms for nothing otherwise).
 * Brotli's best level suits what is made once per process (the page); lists are remade every few seconds, where
 * level 9 is nearly as small at a fraction of the time.
 */
export function prepareAnswer(text: string | Buffer, contentType = "application/json; charset=utf-8", brotliQuality = 9): CachedAnswer {
  // Bytes, not a string: sending them costs no encoding and no length count per request.
  const body = Buffer.from(text);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    body,
    contentType,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    get br() {
      return (br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }));
    },
    get gzip() {
      return (gzip ??= gzipSync(body, { level: 9 }));
    },
  };
}

/**
 * Answers that are the same for every visitor (the catalogue lists), kept serialized so a request
 * costs no query, no validation and no compression (decision 0030: list throughput close to a bare server).
 * Writes through this instance clear entries at once; on PostgreSQL they tell the other instances to
 * clear theirs (LISTEN/NOTIFY, see the catalog-cache plugin), and `ttlMs` bounds staleness should such
 * a message be lost. Concurrent misses share one computation.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { answer: Promise<CachedAnswer>; expiresAt: number }>();

  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  get<S extends z.ZodType>(key: string, schema: S, produce: () => Promise<z.input<S>>): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.answer;
    // The schema checks what leaves the server, as a route's response schema would.
    const answer = produce().then((value) => prepareAnswer(JSON.stringify(schema.parse(value))));
    this.entries.set(key, { answer, expiresAt: this.now() + this.ttlMs });
    // A failed computation is not kept: the next request tries again.
    answer.catch(() => this.entries.delete(key));
    return answer;
  }

  /** Called after `clear`, e.g. to tell other instances to clear theirs. */
  onClear: ((prefix: string) => void) | undefined;

  /** Forgets the entries whose key starts with `prefix` (all of them without one), here and, through `onClear`, elsewhere. */
  clear(prefix = "") {
    this.clearHere(prefix);
    this.onClear?.(prefix);
  }

  /** Counts the clears: what was made from the cached answers (a rendered page) is stale once it moves. */
  generation = 0;

  /** Forgets entries in this process only (a message from another instance). */
  clearHere(prefix = "") {
    this.generation++;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** The encoding to send: brotli, else gzip, else none — as the request's Accept-Encoding allows. */
function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** Sends a cached answer: 304 when the client has it, else the best encoding it accepts. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  { vary = "accept-encoding", cacheControl = "no-cache", status = 200 } = {},
) {
  reply.header("cache-control", cacheControl).header("vary", vary).code(status);
  // Browsers revalidate each time (no-cache), so a change shows at once and an unchanged list costs a 304.
  // An error page (404) has nothing to revalidate: it is sent whole, with its status.
  if (status === 200) {
    reply.header("etag", answer.etag);
    if (request.headers["if-none-match"] === answer.etag) return reply.code(304).send();
  }
  reply.type(answer.contentType);
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding) return reply.header("content-encoding", encoding).send(answer[encoding]);
  return reply.send(answer.body);
}
