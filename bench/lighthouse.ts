/**
 * Pages (docs/design.md §9, decisions 0058 and 0079): Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU
 * slowdown) in Debian's Chromium on "/" and "/browse" as a guest, and signed in on a recipe page, home ("Today" drawn
 * by the server, her browser having said her time zone: decision 0088), /favorites, /menu and /my-recipes (drawn by the
 * server too: decision 0089), against the production app, for an owner with a week planned and recipes of her own.
 * Each page runs LIGHTHOUSE_RUNS times (5 unless told): the median is the figure, with the range; and once more with
 * every script blocked, the *floor*: what the HTML and CSS cost, so the difference is what the scripts add.
 * BENCH_PAGES="/browse,/ (signed in)" runs only the pages so named.
 * Budget: performance ≥ 95, accessibility 100, best practices ≥ 95; LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05; and
 * every script a page loads before the network is idle ≤ 120 KB gzip.   Run: npm run bench:pages
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import { chromium } from "playwright-core";
import lighthouse from "lighthouse";
import { isMain, printRows, type BenchRow } from "./lib/report";
import { signUp, startApp } from "./lib/processes";
import { benchTimeZone, furnishOwner } from "./lib/owner";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { ensureSystemDeps } from "../scripts/system-deps";

const chromeFlags = ["--headless=new", ...chromiumArgs];

type Page = { name: string; path: string; signedIn?: boolean };
const pages: Page[] = [
  { name: "/", path: "/" },
  { name: "/browse", path: "/browse" },
  { name: "/recipe/:id (signed in)", path: "/recipe/1", signedIn: true },
  { name: "/ (signed in)", path: "/", signedIn: true },
  { name: "/favorites (signed in)", path: "/favorites", signedIn: true },
  { name: "/menu (signed in)", path: "/menu", signedIn: true },
  { name: "/my-recipes (signed in)", path: "/my-recipes", signedIn: true },
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chosen = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

/** The scripts of the page's own origin Lighthouse saw loaded (until the network was idle), gzipped as most servers send them. */
async function scriptsLoaded(requests: NetworkRequest[], origin: string) {
  const scripts = requests.filter((request) => request.resourceType === "Script" && request.url.startsWith(origin));
  let gzip = 0;
  let sent = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    gzip += gzipSync(body, { level: 6 }).length;
    sent += script.transferSize ?? 0;
  }
  return { count: scripts.length, gzipKb: gzip / 1024, sentKb: sent / 1024 };
}

/** Sets `cookie` ("name=value; …") for `url` in the Chrome listening on `port`. */
async function putCookie(port: number, url: string, cookie: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const cookies = cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url };
    });
    await browser.contexts()[0]!.addCookies(cookies);
  } finally {
    await browser.close();
  }
}

type Run = { performance: number; accessibility: number; bestPractices: number; fcp: number; lcp: number; tbt: number; cls: number; failed: string[]; requests: NetworkRequest[] };

async function runLighthouse(port: number, url: string, signedIn: boolean, blockScripts: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    ...(signedIn && { disableStorageReset: true }),
    ...(blockScripts && { blockedUrlPatterns: ["*.js"] }),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) console.warn(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<folder> keeps each page's last whole report, to see what limits it (Lighthouse's viewer reads them).
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${new URL(url).pathname.replaceAll("/", "_") || "_"}${blockScripts ? "-floor" : ""}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    fcp: audits["first-contentful-paint"]?.numericValue ?? Infinity,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Infinity,
    tbt: audits["total-blocking-time"]?.numericValue ?? Infinity,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Infinity,
    failed: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "metricSavings"))
      .map((audit) => audit.id),
    requests: (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [],
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** "median (least–most)" of one figure over the runs. */
function spread(values: number[], format: (n: number) => string) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(median(values))} (${format(low)}–${format(high)})`;
}
const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
const shift = (n: number) => n.toFixed(3);

/**
 * Empties the HTTP cache of the Chrome listening on `port`, and the app's service worker and its caches for
 * `origin`, keeping the cookies. Lighthouse does so itself, except when asked to keep the storage (a signed-in
 * page keeps its session cookie), where each run after the first would load the app's scripts from a cache and
 * measure a second visit.
 */
async function clearHttpCache(port: number, origin: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Network.clearBrowserCache");
    await session.send("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
    await page.close();
  } finally {
    await browser.close();
  }
}

export async function benchPages(): Promise<BenchRow[]> {
  ensureSystemDeps();
  const app = await startApp();
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const cookie = await signUp(app.url);
    // An owner whose helper's details are set (decision 0079: the SPEC's welcome dialog does not open for her), with a
    // week planned and recipes of her own (decision 0089).
    await furnishOwner(app.url, cookie);
    const rows: BenchRow[] = [];
    for (const page of pages.filter((candidate) => !chosen || chosen.includes(candidate.name))) {
      // Signed in as a browser is: the session cookie in Chrome's own jar, which Lighthouse must then keep.
      // (An extra Cookie header reaches the page but not its fetches, so the page would hydrate as a guest's.)
      // Her time zone too, as the app keeps it once it has run (decision 0088): her home's "Today" comes in the HTML.
      if (page.signedIn) await putCookie(chrome.port, app.url, `${cookie}; time-zone=${benchTimeZone}`);
      const results: Run[] = [];
      const measure = async (blockScripts: boolean) => {
        if (page.signedIn) await clearHttpCache(chrome.port, app.url);
        return runLighthouse(chrome.port, app.url + page.path, Boolean(page.signedIn), blockScripts);
      };
      // A run Lighthouse could not finish (its runtime error is printed) is left out of the median, and counted.
      let failedRuns = 0;
      for (let run = 0; run < runs; run += 1) {
        const result = await measure(false);
        if (Number.isFinite(result.lcp)) results.push(result);
        else failedRuns += 1;
      }
      if (results.length === 0) throw new Error(`${page.path}: no Lighthouse run finished`);
      const floor = await measure(true);
      const pick = (key: "performance" | "accessibility" | "bestPractices" | "fcp" | "lcp" | "tbt" | "cls") => results.map((r) => r[key]);
      const failed = [...new Set(results.flatMap((r) => r.failed))];
      rows.push({
        bench: "pages",
        figure: `${page.name}: performance · accessibility · best practices (median of ${results.length}${failedRuns ? `, ${failedRuns} run(s) failed` : ""}; floor with scripts blocked)`,
        value: `${spread(pick("performance"), String)} · ${spread(pick("accessibility"), String)} · ${spread(pick("bestPractices"), String)}; floor ${floor.performance}`,
        budget: "≥ 95 · 100 · ≥ 95",
        met: median(pick("performance")) >= 95 && median(pick("accessibility")) === 100 && median(pick("bestPractices")) >= 95,
      });
      rows.push({
        bench: "pages",
        figure: `${page.name}: FCP · LCP · TBT · CLS`,
        value:
          `${spread(pick("fcp"), s)} · ${spread(pick("lcp"), s)} · ${spread(pick("tbt"), ms)} · ${spread(pick("cls"), shift)}; ` +
          `floor ${s(floor.fcp)} · ${s(floor.lcp)} · ${ms(floor.tbt)} · ${shift(floor.cls)}${failed.length ? ` (to improve: ${failed.join(", ")})` : ""}`,
        budget: "LCP ≤ 2.0 s · TBT ≤ 150 ms · CLS ≤ 0.05",
        met: median(pick("lcp")) <= 2000 && median(pick("tbt")) <= 150 && median(pick("cls")) <= 0.05,
      });
      const loaded = await scriptsLoaded(results[0]!.requests, app.url);
      rows.push({
        bench: "pages",
        figure: `${page.name}: JavaScript loaded before the network is idle (${loaded.count} scripts)`,
        value: `${loaded.gzipKb.toFixed(1)} KB gzip (${loaded.sentKb.toFixed(1)} KB as sent)`,
        budget: "≤ 120 KB gzip",
        met: loaded.gzipKb <= 120,
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

if (isMain(import.meta.url)) printRows(await benchPages());
