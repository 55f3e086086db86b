/**
 * Server time of the rendered pages (issue 20.4): autocannon, 10 connections, on `GET /` for a guest (the page
 * cache answers; decision 0055), and on `/` and a recipe page for a signed-in owner (rendered for her alone).
 * Budget: `GET /` p95 ≤ 15 ms at 10 concurrent; autocannon reports p97.5, which is checked instead (stricter).
 * As a browser asks: brotli accepted.   Run: npm run bench:page-server
 */
import autocannon from "autocannon";
import { isMain, printRows, type BenchRow } from "./lib/report";
import { signUp, startApp } from "./lib/processes";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const budgetMs = 15;

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "br, gzip", accept: "text/html", ...headers } });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

export async function benchPageServer(): Promise<BenchRow[]> {
  const app = await startApp();
  try {
    const cookie = await signUp(app.url);
    const pages: { figure: string; path: string; headers: Record<string, string>; budget: boolean }[] = [
      { figure: "`GET /` guest", path: "/", headers: {}, budget: true },
      { figure: "`GET /` signed in", path: "/", headers: { cookie }, budget: true },
      { figure: "`GET /recipe/1` signed in", path: "/recipe/1", headers: { cookie }, budget: false },
    ];
    const rows: BenchRow[] = [];
    for (const page of pages) {
      await load(app.url + page.path, page.headers); // warm-up: the page cache, the server-render bundle's code paths
      const { latency, requests } = await load(app.url + page.path, page.headers);
      rows.push({
        bench: "page-server",
        figure: `${page.figure}, 10 concurrent`,
        value: `p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms · ${Math.round(requests.average)} pages/s`,
        budget: page.budget ? `p95 ≤ ${budgetMs} ms` : "",
        met: page.budget ? latency.p97_5 <= budgetMs : null,
      });
    }
    return rows;
  } finally {
    await app.stop();
  }
}

if (isMain(import.meta.url)) printRows(await benchPageServer());
