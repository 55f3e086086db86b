/**
 * `npm run screenshots [-- path …]`: phone-sized (390×844) screenshots of the built app in English and
 * Arabic, as a new owner sees it, into .tmp/screenshots/<lang>-<page>.png — to look at what we build
 * as its users will. Pages default to home, browse, a recipe, favourites and the account.
 * Set WIDTH/HEIGHT for another viewport, FULL=1 for the whole page, SCROLL=<css selector> to scroll
 * an element to the top first (e.g. SCROLL="section:nth-of-type(3)").
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { startAppProcess } from "./app-process";
import { chromiumArgs, chromiumPath } from "./chromium";
import { ensureClientBuild, rootDir } from "./client-build";

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/browse", "/recipe/17", "/favorites", "/account"];
const viewport = { width: Number(process.env.WIDTH ?? 390), height: Number(process.env.HEIGHT ?? 844) };
const outDir = path.join(rootDir, ".tmp/screenshots");
mkdirSync(outDir, { recursive: true });

ensureClientBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-shots-"));
const app = await startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", STRIPE_SECRET_KEY: "", TRANSLATION_PROVIDER: "none" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const language of ["en", "ar"] as const) {
    const context = await browser.newContext({ viewport, baseURL: app.url, locale: language === "ar" ? "ar-AE" : "en-US", deviceScaleFactor: 1 });
    const email = `shots-${language}-${Date.now()}@example.com`;
    await context.request.post("/api/signup", {
      data: { firstName: "Fatima", lastName: "Al Hashimi", email, password: "Kitchen1", username: email },
      headers: { origin: app.url },
    });
    await context.request.post("/api/account/update-phone", {
      data: { helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" },
      headers: { origin: app.url },
    });
    const page = await context.newPage();
    await page.goto("/");
    // In the page (a browser): its storage, typed loosely here because this script runs in Node.
    await page.evaluate((lang) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      storage.setItem("app-language", lang);
      storage.setItem("hasSeenWhatsAppTooltip", "true");
      storage.setItem("hasSeenAccountTooltip", "true");
    }, language);
    for (const route of pages) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      if (process.env.SCROLL) await page.locator(process.env.SCROLL).first().evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.waitForTimeout(800);
      const name = route.replace(/^\//, "").replace(/[^\w-]+/g, "_") || "home";
      const file = path.join(outDir, `${language}-${name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  app.child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
