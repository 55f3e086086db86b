/**
 * Server time of the rendered pages (decisions 0055 and 0079): autocannon, 10 connections, on `GET /` for a guest (the
 * page cache answers; decision 0055), and on `/`, `/browse`, a recipe page, `/menu` and `/my-recipes` for a signed-in
 * owner with a week planned and recipes of her own.
 * Budget: a guest's `GET /` p95 ≤ 15 ms, a signed-in page's p95 ≤ 60 ms, at 10 concurrent; autocannon reports
 * p97.5, which is checked instead (stricter).
 * As a browser asks: brotli accepted.   Run: npm run bench:page-server
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { isMain, printRows, type BenchRow } from "./lib/report";
import { signUp, startApp } from "./lib/processes";
import { benchTimeZone, furnishOwner } from "./lib/owner";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;

/**
 * CPU time the app's process has used (user + system, ms; Linux's /proc). Latency depends on what else runs on
 * the machine (other work shares its two cores); the CPU time a page costs much less, so both are reported.
 */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "br, gzip", accept: "text/html", ...headers } });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

export async function benchPageServer(): Promise<BenchRow[]> {
  const app = await startApp();
  try {
    const cookie = await signUp(app.url);
    await furnishOwner(app.url, cookie);
    const inHerDay = `${cookie}; time-zone=${benchTimeZone}`;
    const pages: { figure: string; path: string; headers: Record<string, string>; budgetMs: number }[] = [
      { figure: "`GET /` guest", path: "/", headers: {}, budgetMs: 15 },
      { figure: "`GET /` signed in", path: "/", headers: { cookie }, budgetMs: 60 },
      // Her browser has said her time zone (decision 0088): "Today" is drawn on the server, its four readings too.
      { figure: "`GET /` signed in, her time zone known", path: "/", headers: { cookie: inHerDay }, budgetMs: 60 },
      { figure: "`GET /browse` signed in", path: "/browse", headers: { cookie }, budgetMs: 60 },
      { figure: "`GET /recipe/1` signed in", path: "/recipe/1", headers: { cookie }, budgetMs: 60 },
      // Her week drawn for her day, its list and send (decision 0089); her own recipes.
      { figure: "`GET /menu` signed in, her time zone known", path: "/menu", headers: { cookie: inHerDay }, budgetMs: 60 },
      { figure: "`GET /my-recipes` signed in", path: "/my-recipes", headers: { cookie }, budgetMs: 60 },
    ];
    const rows: BenchRow[] = [];
    for (const page of pages) {
      await load(app.url + page.path, page.headers); // warm-up: the page cache, the server-render bundle's code paths
      const cpuBefore = cpuMs(app.pid);
      const { latency, requests } = await load(app.url + page.path, page.headers);
      const cpuPerPage = (cpuMs(app.pid) - cpuBefore) / requests.total;
      rows.push({
        bench: "page-server",
        figure: `${page.figure}, 10 concurrent`,
        value: `p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms · ${Math.round(requests.average)} pages/s · ${cpuPerPage.toFixed(1)} ms of the server's CPU a page`,
        budget: `p95 ≤ ${page.budgetMs} ms`,
        met: latency.p97_5 <= page.budgetMs,
      });
    }
    return rows;
  } finally {
    await app.stop();
  }
}

if (isMain(import.meta.url)) printRows(await benchPageServer());
