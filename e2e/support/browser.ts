import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium";


/** Debian's Chromium, headless, with nothing reaching for the network (DESIGN: no browser downloads). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}; run "npm test" (it installs it) or apt-get install chromium`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/**
 * A time zone where the day has hours left: Dubai's, or Manila's while Dubai is near midnight. A test that reads
 * "today" from the device and checks it minutes later (the menu's day, the week's list) would otherwise see the
 * day change under it when the suite runs across the machine's midnight.
 */
export function steadyTimeZone(now = new Date()): string {
  const hourIn = (timeZone: string) => Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(now));
  const dubai = hourIn("Asia/Dubai");
  return dubai >= 2 && dubai < 22 ? "Asia/Dubai" : "Asia/Manila";
}

/** The device's own day, as the page reads it. */
export const todayIn = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });

/** A fresh visitor: own cookies and storage; of the suite's app, or of another one a test started (`baseUrl`). */
export async function newVisitor(
  browser: Browser,
  viewport = desktop,
  baseUrl = inject("baseUrl"),
  /** "block" keeps the app's service worker off: Playwright cannot route what a worker fetches for the page. */
  serviceWorkers: "allow" | "block" = "allow",
  /** The device's time zone; the machine's when not given. Tests that count days pass `steadyTimeZone()`. */
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: "en-US", serviceWorkers, timezoneId });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  (page as Page & { problems: string[] }).problems = problems;
  waitForAppOnLoad(page);
  return { context, page };
}

/**
 * A server-rendered page shows its buttons before its script runs; a click then does nothing (as for a person
 * on a slow phone). `goto` and `reload` therefore also wait until React has taken the page over (its root
 * carries React's container mark from then on, and React replays clicks made while it hydrates). Pages
 * without the app's root (the helper's page, the test checkout) are left as they are.
 */
function waitForAppOnLoad(page: Page) {
  const appStarted = () =>
    page
      .waitForFunction(
        () => {
          const root = document.getElementById("root");
          return root === null || Object.keys(root).some((key) => key.startsWith("__reactContainer"));
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined); // A page that navigated away meanwhile: the caller's next step waits as before.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await appStarted();
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await appStarted();
    return response;
  };
}

/** Fails with the list of axe violations (rule, impact, where) if the page has any. */
export async function expectAccessible(page: Page) {
  // Axe measures contrast as it is now: a toast or dialog still fading in would read as faint text.
  const settled = () =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  await settled();
  // What a page shows a moment after it is drawn (the account's first-visit tooltip, 0.5 s later) would fade in
  // while axe reads a server-rendered page that is there at once: wait that moment out, then its animations.
  await page.waitForTimeout(600);
  await settled();
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(violations).toEqual([]);
}

/** Uncaught errors the page threw so far. */
export function pageErrors(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/**
 * With E2E_SCREENSHOTS=<folder>, keeps a picture of the page as the test sees it (`<folder>/<name>.png`), to look
 * at what a person would; otherwise does nothing.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const { mkdirSync } = await import("node:fs");
  const path = await import("node:path");
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: options.fullPage });
}
