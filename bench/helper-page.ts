/**
 * The helper's page (decision 0050): what her phone downloads (the page's HTML, script, stylesheet and her
 * script's font stylesheet, gzip) and Lighthouse mobile on a real link, in Urdu (the heaviest font) and
 * Filipino. Budget: JavaScript ≤ 15 KB gzip, performance ≥ 95, accessibility 100.   Run: npm run bench:helper
 */
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { ensureSystemDeps } from "../scripts/system-deps";
import { isMain, printRows, type BenchRow } from "./lib/report";
import { signUp, startApp } from "./lib/processes";

const chromeFlags = ["--headless=new", ...chromiumArgs];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A link to her page: the owner's helper speaks `language`, and the machboos goes to her at 8 servings. */
async function helperLink(appUrl: string, language: string): Promise<string> {
  const cookie = await signUp(appUrl);
  const headers = { "content-type": "application/json", origin: appUrl, cookie };
  const details = { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: language };
  const saved = await fetch(`${appUrl}/api/account/update-phone`, { method: "POST", headers, body: JSON.stringify(details) });
  if (!saved.ok) throw new Error(`helper details: ${saved.status} ${await saved.text()}`);
  const recipes = (await (await fetch(`${appUrl}/api/recipes`)).json()) as { id: number; title: string }[];
  const recipeId = recipes.find((recipe) => recipe.title === "Chicken Machboos")?.id ?? recipes[0]!.id;
  const sent = await fetch(`${appUrl}/api/shares`, { method: "POST", headers, body: JSON.stringify({ recipeId, servings: 8, quickNotes: ["less-salt"] }) });
  if (sent.status !== 201) throw new Error(`share: ${sent.status} ${await sent.text()}`);
  return ((await sent.json()) as { url: string }).url;
}

/** The page and every same-origin script and stylesheet it names, gzip-compressed as they would travel. */
async function downloadSizes(link: string) {
  const html = await (await fetch(link)).text();
  const origin = new URL(link).origin;
  const assets = [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  let js = 0;
  let css = 0;
  for (const asset of new Set(assets)) {
    const size = gzipSync(Buffer.from(await (await fetch(origin + asset)).arrayBuffer())).length;
    if (asset.endsWith(".js")) js += size;
    else css += size;
  }
  return { html: gzipSync(html).length, js, css };
}

export async function benchHelperPage(): Promise<BenchRow[]> {
  ensureSystemDeps();
  const app = await startApp();
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const rows: BenchRow[] = [];
    for (const language of ["ur", "fil"]) {
      // The app's own address, not APP_URL's localhost default: the link is read from its path.
      const link = app.url + new URL(await helperLink(app.url, language)).pathname;
      const sizes = await downloadSizes(link);
      rows.push({
        bench: "helper page",
        figure: `/h/… (${language}): HTML · JavaScript · CSS (gzip)`,
        value: `${kb(sizes.html)} · ${kb(sizes.js)} · ${kb(sizes.css)}`,
        budget: "JavaScript ≤ 15 KB",
        met: sizes.js <= 15 * 1024,
      });
      const result = await lighthouse(link, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
      if (!result) throw new Error(`lighthouse gave no result for ${link}`);
      const { categories, audits } = result.lhr;
      const performance = Math.round((categories.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
      rows.push({
        bench: "helper page",
        figure: `/h/… (${language}): performance · accessibility · LCP · TBT`,
        value: `${performance} · ${accessibility} · ${audits["largest-contentful-paint"]?.displayValue} · ${audits["total-blocking-time"]?.displayValue}`,
        budget: "≥ 95 · 100",
        met: performance >= 95 && accessibility === 100,
      });
    }
    return rows;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

if (isMain(import.meta.url)) printRows(await benchHelperPage());
