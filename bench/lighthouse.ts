/**
 * Pages (issue 9, DESIGN §9, issue 20.4): Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU
 * slowdown) in Debian's Chromium on "/", "/browse", a recipe page (signed in) and a signed-in home ("Today" drawn in
 * the browser in its placeholder's place: CLS, issue 26.4), against the production app. BENCH_PAGES="/browse,/ (signed
 * in)" runs only the pages so named.
 * Budget: performance ≥ 95, accessibility 100, best practices ≥ 95; LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05; and
 * every script a visit to "/" loads before the network is idle ≤ 120 KB gzip.   Run: npm run bench:pages
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import { chromium } from "playwright-core";
import lighthouse from "lighthouse";
import { isMain, printRows, type BenchRow } from "./lib/report";
import { signUp, startApp } from "./lib/processes";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { ensureSystemDeps } from "../scripts/system-deps";

const chromeFlags = ["--headless=new", ...chromiumArgs];

type Page = { name: string; path: string; signedIn?: boolean };
const pages: Page[] = [
  { name: "/", path: "/" },
  { name: "/browse", path: "/browse" },
  { name: "/recipe/:id (signed in)", path: "/recipe/1", signedIn: true },
  { name: "/ (signed in)", path: "/", signedIn: true },
];
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

export async function benchPages(): Promise<BenchRow[]> {
  ensureSystemDeps();
  const app = await startApp();
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const cookie = await signUp(app.url);
    const rows: BenchRow[] = [];
    for (const page of pages.filter((candidate) => !chosen || chosen.includes(candidate.name))) {
      // Signed in as a browser is: the session cookie in Chrome's own jar, which Lighthouse must then keep.
      // (An extra Cookie header reaches the page but not its fetches, so the page would hydrate as a guest's.)
      if (page.signedIn) await putCookie(chrome.port, app.url, cookie);
      const result = await lighthouse(
        app.url + page.path,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"], ...(page.signedIn && { disableStorageReset: true }) },
      );
      if (!result) throw new Error(`lighthouse gave no result for ${page.path}`);
      // LIGHTHOUSE_REPORTS=<folder> keeps each page's whole report, to see what limits it (Lighthouse's viewer reads them).
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(join(reports, `${page.path.replaceAll("/", "_") || "_"}.json`), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const performance = score(categories.performance?.score);
      const accessibility = score(categories.accessibility?.score);
      const bestPractices = score(categories["best-practices"]?.score);
      const failed = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "metricSavings"))
        .map((audit) => audit.id);
      rows.push({
        bench: "pages",
        figure: `${page.name}: performance · accessibility · best practices`,
        value: `${performance} · ${accessibility} · ${bestPractices}`,
        budget: "≥ 95 · 100 · ≥ 95",
        met: performance >= 95 && accessibility === 100 && bestPractices >= 95,
      });
      const lcp = audits["largest-contentful-paint"]?.numericValue ?? Infinity;
      const tbt = audits["total-blocking-time"]?.numericValue ?? Infinity;
      const cls = audits["cumulative-layout-shift"]?.numericValue ?? Infinity;
      rows.push({
        bench: "pages",
        figure: `${page.name}: LCP · TBT · CLS`,
        value: `${audits["largest-contentful-paint"]?.displayValue} · ${audits["total-blocking-time"]?.displayValue} · ${audits["cumulative-layout-shift"]?.displayValue}${failed.length ? ` (to improve: ${failed.join(", ")})` : ""}`,
        budget: "≤ 2.0 s · ≤ 150 ms · ≤ 0.05",
        met: lcp <= 2000 && tbt <= 150 && cls <= 0.05,
      });
      if (page.path === "/" && !page.signedIn) {
        const requests = ((audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
        const loaded = await scriptsLoaded(requests, app.url);
        rows.push({
          bench: "pages",
          figure: `JavaScript a visit to / loads before the network is idle (${loaded.count} scripts)`,
          value: `${loaded.gzipKb.toFixed(1)} KB gzip (${loaded.sentKb.toFixed(1)} KB as sent)`,
          budget: "≤ 120 KB gzip",
          met: loaded.gzipKb <= 120,
        });
      }
    }
    return rows;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

if (isMain(import.meta.url)) printRows(await benchPages());
