/**
 * API throughput (docs/design.md §9): autocannon on the production app and, in the same run, on a
 * bare Fastify server answering the very same bytes — the ratio is what the app's own work costs.
 * On the embedded PGlite (npm start) and on a throwaway PostgreSQL (several instances' database).
 * Budget: GET /api/recipes ≥ 0.8 of the bare server.   Run: npm run bench:api
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { withThrowawayPostgres } from "./lib/postgres";
import { isMain, printRows, type BenchRow } from "./lib/report";
import { signUp, startApp, startScript, type RunningServer } from "./lib/processes";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;

type Endpoint = { name: string; path: string; signedIn?: boolean; budget?: number };
const endpoints: Endpoint[] = [
  { name: "GET /api/recipes", path: "/api/recipes", budget: 0.8 },
  { name: "GET /api/recipes/search?q=chicken", path: "/api/recipes/search?q=chicken" },
  { name: "GET /api/recipes/:id (signed in)", path: "/api/recipes/1", signedIn: true },
];

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The app on one database (embedded, or PostgreSQL when a URL is given) against the bare reference. */
async function benchApiOn(databaseLabel: string, databaseUrl = "", env: Record<string, string> = {}): Promise<BenchRow[]> {
  const app = await startApp({ DATABASE_URL: databaseUrl, ...env });
  let bare: RunningServer | undefined;
  try {
    const cookie = await signUp(app.url);
    const captured = mkdtempSync(path.join(os.tmpdir(), "wasfa-bench-answers-"));
    const files: string[] = [];
    for (const endpoint of endpoints) {
      // As autocannon asks: no compression.
      const response = await fetch(app.url + endpoint.path, { headers: { "accept-encoding": "identity", ...(endpoint.signedIn && { cookie }) } });
      if (!response.ok) throw new Error(`${endpoint.path}: ${response.status}`);
      const file = path.join(captured, `${files.length}.json`);
      const body = Buffer.from(await response.arrayBuffer()).toString("base64");
      // What the transport sets per response stays the transport's; everything else is sent as the app sent it.
      const perConnection = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name)));
      writeFileSync(file, JSON.stringify({ path: endpoint.path, headers, body }));
      files.push(file);
    }
    bare = await startScript("bench/lib/bare-fastify.ts", files);

    const rows: BenchRow[] = [];
    for (const endpoint of endpoints) {
      const headers: Record<string, string> = endpoint.signedIn ? { cookie } : {};
      // Bare first, then the app, then both again: the better of two runs each evens out a noisy machine.
      const reference = [await load(bare.url + endpoint.path, {})];
      const ours = [await load(app.url + endpoint.path, headers)];
      reference.push(await load(bare.url + endpoint.path, {}));
      ours.push(await load(app.url + endpoint.path, headers));
      const best = (runs: { rps: number; p99: number }[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
      const [r, o] = [best(reference), best(ours)];
      const ratio = o.rps / r.rps;
      rows.push({
        bench: "api",
        figure: `${endpoint.name} (${databaseLabel})`,
        value: `${Math.round(o.rps)} req/s, p99 ${o.p99} ms · bare ${Math.round(r.rps)} req/s, p99 ${r.p99} ms · ratio ${ratio.toFixed(2)}`,
        budget: endpoint.budget ? `ratio ≥ ${endpoint.budget}` : "",
        met: endpoint.budget ? ratio >= endpoint.budget : null,
      });
    }
    return rows;
  } finally {
    await bare?.stop();
    await app.stop();
  }
}

export async function benchApi(): Promise<BenchRow[]> {
  const embedded = await benchApiOn("PGlite");
  const server = await withThrowawayPostgres((url) => benchApiOn("PostgreSQL", url, { SESSION_SECRET: "bench-".repeat(8) }));
  return [...embedded, ...server];
}

if (isMain(import.meta.url)) printRows(await benchApi());
