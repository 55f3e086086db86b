/**
 * The reference for the API bench: a bare Fastify server (no plugins, no logging) answering every
 * GET with the bytes of a captured app answer — the same body and the same headers, so the ratio
 * measures the app's own work per request, not the size of what it sends.
 * Run by bench/api.ts as: bare-fastify.ts PORT FILE… where each FILE holds one answer
 * (JSON {path, headers, body}).
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const [port, ...files] = process.argv.slice(2);
const answers = new Map<string, { headers: Record<string, string>; body: Buffer }>();
for (const file of files) {
  const { path, headers, body } = JSON.parse(readFileSync(file, "utf8")) as { path: string; headers: Record<string, string>; body: string };
  answers.set(path, { headers, body: Buffer.from(body, "base64") });
}

const app = Fastify({ logger: false });
app.get("/*", async (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(request.url === "/" ? 200 : 404).send("");
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(port), host: "127.0.0.1" });
