import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type SeenRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: unknown };

/** How the peer "translates": tags the text with the target, keeping every number. */
export const fakeTranslation = (text: string, target: string) => `[${target}] ${text}`;

type Behaviour = { status?: number; delayMs?: number; loseNumbers?: boolean; retryAfterSeconds?: number };

/**
 * A local HTTP server that speaks the documented request and answer formats of Google Cloud
 * Translation v2, Azure Translator v3, LibreTranslate and OpenAI-compatible chat, so the real
 * adapters run against it. `next` queues behaviours (errors, delays) for the coming requests.
 */
export async function startProviderPeer() {
  const seen: SeenRequest[] = [];
  const queue: Behaviour[] = [];
  /** While set, every request is refused with this status (after the queued behaviours). */
  let refusing: number | null = null;
  const translateAll = (texts: string[], target: string, lose = false) =>
    texts.map((text) => (lose ? fakeTranslation(text.replace(/\d+/g, "many"), target) : fakeTranslation(text, target)));

  const server: Server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const body = raw ? JSON.parse(raw) : undefined;
    const url = new URL(request.url ?? "/", "http://peer");
    seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
    const behaviour = queue.shift() ?? (refusing ? { status: refusing } : {});
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour.status) {
      const retryAfter = behaviour.retryAfterSeconds ? { "retry-after": String(behaviour.retryAfterSeconds) } : {};
      response.writeHead(behaviour.status, { "content-type": "application/json", ...retryAfter }).end('{"error":"fake"}');
      return;
    }
    const send = (value: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    const lose = behaviour.loseNumbers ?? false;
    if (url.pathname.endsWith("/language/translate/v2")) {
      return send({ data: { translations: translateAll(body.q, body.target, lose).map((translatedText) => ({ translatedText })) } });
    }
    if (url.pathname.endsWith("/translate") && url.searchParams.get("api-version") === "3.0") {
      const to = url.searchParams.get("to")!;
      return send(translateAll(body.map((item: { Text: string }) => item.Text), to, lose).map((text) => ({ translations: [{ text, to }] })));
    }
    if (url.pathname.endsWith("/translate")) {
      return send({ translatedText: translateAll(body.q, body.target, lose) });
    }
    if (url.pathname.endsWith("/chat/completions")) {
      const segments = JSON.parse(body.messages[1].content) as string[];
      const target = /into (\w+)/.exec(body.messages[0].content)?.[1] ?? "?";
      const content = JSON.stringify({ translations: translateAll(segments, target, lose) });
      return send({ choices: [{ message: { role: "assistant", content } }] });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    next: (...behaviours: Behaviour[]) => queue.push(...behaviours),
    /** Refuses every request with `status` until called with null. */
    refuse: (status: number | null) => {
      refusing = status;
    },
    reset: () => {
      seen.length = 0;
      queue.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
