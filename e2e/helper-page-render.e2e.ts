import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillText, type HelperRecipePage } from "../common/helper-page";
import { rootDir } from "../scripts/client-build";
import { expectAccessible, launchBrowser, pageErrors, phone } from "./support/browser";
import { startHelperPageServer } from "./support/helper-page-server";

/**
 * The helper's page (issue 17) as the browser runs it: rendered by the real renderer with the real built
 * assets (the suite's global setup builds the client), served by a Fastify instance with only the helper's
 * routes and the app's security headers (support/helper-page-server.ts), in Chromium on a phone.
 * Set HELPER_SCREENSHOTS=1 to keep screenshots in .tmp/helper-page.
 */
const screenshots = process.env.HELPER_SCREENSHOTS ? path.join(rootDir, ".tmp/helper-page") : undefined;
let server: Awaited<ReturnType<typeof startHelperPageServer>>;
let appUrl = "";
const modelFor = (token: string) => server.modelFor(token);

/** A phone with her own storage; every address the page asks for is recorded, and every CSP report. */
async function openPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; requested: string[]; refused: string[] }> {
  const context = await browser.newContext({ viewport: phone, baseURL: appUrl, hasTouch: true, isMobile: true, locale: "en-US" });
  const page = await context.newPage();
  const requested: string[] = [];
  const refused: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && refused.push(message.text()));
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  (page as Page & { problems: string[] }).problems = problems;
  return { context, page, requested, refused };
}

const texts = (token: string) => modelFor(token)!.texts;
const recipeOf = (token: string) => (modelFor(token) as HelperRecipePage).recipe;
const say = (token: string, key: string, params: Record<string, string | number> = {}) => fillText(texts(token)[key]!, params);

async function snap(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: false });
}

describe("the helper's page in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    server = await startHelperPageServer();
    appUrl = server.url;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows an Urdu recipe right to left in the Nastaliq font, asking only its own server for anything, with nothing refused by the CSP", async () => {
    const { context, page, requested, refused } = await openPhone(browser);
    await page.goto("/h/recipe-ur");
    await page.waitForLoadState("load");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("html").getAttribute("lang")).toBe("ur");
    await page.getByRole("heading", { level: 1, name: recipeOf("recipe-ur").title }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Noto Nastaliq Urdu");
    expect(await page.evaluate(() => document.fonts.check('18px "Noto Nastaliq Urdu"', "اردو"))).toBe(true);
    // The picture is in, at its size: no jump when it arrives.
    expect(await page.locator("img.picture").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
    await snap(page, "ur-recipe");
    for (const address of requested) expect(address.startsWith(`${appUrl}/`), address).toBe(true);
    expect(requested.some((address) => /helper-font-nastaliq-.*\.css$/.test(address))).toBe(true);
    expect(requested.filter((address) => /helper-font-/.test(address))).toHaveLength(1);
    // One script, its own: nothing of the app's (React) comes with it.
    expect(requested.filter((address) => address.endsWith(".js")).map((address) => /\/assets\/(helper)-[\w-]+\.js$/.exec(address)?.[1])).toEqual(["helper"]);
    expect(refused).toEqual([]);
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("keeps a ticked ingredient ticked after a reload", async () => {
    const { context, page } = await openPhone(browser);
    await page.goto("/h/recipe-ur");
    const first = page.locator("#r1-i0");
    const third = page.locator("#r1-i2");
    await page.locator("label.check").first().click();
    await page.locator("label.check").nth(2).click();
    expect(await first.isChecked()).toBe(true);
    await page.reload();
    await page.waitForLoadState("load");
    await expect.poll(() => first.isChecked()).toBe(true);
    expect(await third.isChecked()).toBe(true);
    expect(await page.locator("#r1-i1").isChecked()).toBe(false);
    // Unticking is kept too.
    await page.locator("label.check").first().click();
    await page.reload();
    await page.waitForLoadState("load");
    await expect.poll(() => third.isChecked()).toBe(true);
    expect(await first.isChecked()).toBe(false);
    await context.close();
  });

  it("steps through cook mode with Next and Back, the arrow keys and a swipe, keeps the step, and closes with Escape", async () => {
    const token = "recipe-ur";
    const total = recipeOf(token).steps.length;
    const { context, page } = await openPhone(browser);
    await page.goto(`/h/${token}`);
    await page.getByRole("link", { name: say(token, "startCooking") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const progress = dialog.locator(".cook-progress");
    await expect.poll(() => progress.textContent()).toBe(say(token, "stepOf", { current: 1, total }));
    // Focus is in the dialog, on the step, for a screen reader to read it.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("cook-live");
    expect(await dialog.getByRole("button", { name: say(token, "back") }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: say(token, "next") }).click();
    await expect.poll(() => progress.textContent()).toBe(say(token, "stepOf", { current: 2, total }));
    await dialog.getByRole("button", { name: say(token, "next") }).click();
    await dialog.getByRole("button", { name: say(token, "back") }).click();
    await expect.poll(() => progress.textContent()).toBe(say(token, "stepOf", { current: 2, total }));
    await snap(page, "ur-cook-mode");
    await expectAccessible(page);
    // Right to left: the left arrow goes forward, the right arrow back.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => progress.textContent()).toBe(say(token, "stepOf", { current: 3, total }));
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => progress.textContent()).toBe(say(token, "stepOf", { current: 2, total }));
    // A swipe to the right, in Urdu, goes forward.
    await page.locator(".cook-body").evaluate((body) => {
      const at = (type: string, x: number) => body.dispatchEvent(new PointerEvent(type, { pointerType: "touch", clientX: x, clientY: 300, bubbles: true }));
      at("pointerdown", 60);
      at("pointerup", 300);
    });
    await expect.poll(() => progress.textContent()).toBe(say(token, "stepOf", { current: 3, total }));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).hash).toBe("");
    // Closing the page and coming back: cook mode opens on the step she was on.
    await page.reload();
    await page.getByRole("link", { name: say(token, "startCooking") }).click();
    await expect.poll(() => progress.textContent()).toBe(say(token, "stepOf", { current: 3, total }));
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("starts a timer that counts down, pauses, survives a reload and says when the time is up", async () => {
    const token = "recipe-ur";
    const { context, page } = await openPhone(browser);
    // Paused: only runFor moves the page's time, so a slow machine cannot make the countdown run ahead.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(`/h/${token}`);
    const firstStep = page.locator("ol.steps > li").first();
    // Step 1 of the machboos names 30 minutes.
    await firstStep.getByRole("button", { name: say(token, "timer", { time: "\u206630:00\u2069" }) }).click();
    const time = firstStep.locator(".timer-time");
    await page.clock.runFor(3000);
    await expect.poll(() => time.textContent()).toBe("\u206629:57\u2069");
    await firstStep.getByRole("button", { name: say(token, "timerPause") }).click();
    await page.clock.runFor(10_000);
    await expect.poll(() => time.textContent()).toBe("\u206629:57\u2069");
    await firstStep.getByRole("button", { name: say(token, "timerResume") }).click();
    await page.clock.runFor(2000);
    await expect.poll(() => time.textContent()).toBe("\u206629:55\u2069");
    await snap(page, "ur-timer");
    // The end time is kept: after a reload it is still running, and counting.
    await page.reload();
    await page.clock.runFor(1000);
    await expect.poll(() => firstStep.locator(".timer-time").textContent()).toBe("\u206629:54\u2069");
    await page.clock.runFor(30 * 60 * 1000);
    await expect.poll(() => firstStep.locator(".timer").getAttribute("data-state")).toBe("done");
    expect(await firstStep.locator(".timer-time").textContent()).toBe(say(token, "timerDone"));
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(say(token, "timerDone"));
    await firstStep.getByRole("button", { name: say(token, "timerReset") }).click();
    expect(await firstStep.locator(".timer").getAttribute("data-state")).toBe("idle");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("opens again with no network once visited, saying when it was last updated", async () => {
    const token = "recipe-ur";
    const { context, page } = await openPhone(browser);
    await page.goto(`/h/${token}`);
    const status = page.locator("#offline-status");
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(say(token, "savedOffline"));
    // The page, its script, style, font and picture are in the worker's cache, not only in the browser's HTTP cache.
    const kept = () => page.evaluate(async () => (await (await caches.open("wasfa-helper-v1")).keys()).map((request) => new URL(request.url).pathname));
    await expect.poll(async () => (await kept()).map((address) => /^\/(h|api\/images)\/|\.(js|css|woff2)$/.exec(address)?.[0]).sort()).toEqual(
      [".css", ".css", ".js", ".woff2", "/api/images/", "/h/"],
    );
    await context.setOffline(true);
    await page.reload();
    await page.waitForLoadState("load");
    expect(await page.locator("html").getAttribute("data-offline")).toBe("");
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^${say(token, "lastUpdated", { date: "" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S`));
    expect(await page.locator("img.picture").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Noto Nastaliq Urdu");
    await snap(page, "ur-offline");
    await page.getByRole("link", { name: say(token, "startCooking") }).click();
    await page.getByRole("dialog").waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("shows no read-aloud button when the phone has no voice for her language", async () => {
    const token = "recipe-ur";
    const { context, page } = await openPhone(browser);
    await page.goto(`/h/${token}`);
    // Headless Chromium has no speech voices at all, so this is the phone with no Urdu voice.
    const voices = await page.evaluate(
      () => new Promise<string[]>((resolve) => setTimeout(() => resolve(speechSynthesis.getVoices().map((voice) => voice.lang)), 1000)),
    );
    expect(voices.filter((lang) => lang.toLowerCase().startsWith("ur"))).toEqual([]);
    expect(await page.getByRole("button", { name: say(token, "readAloud") }).count()).toBe(0);
    await page.getByRole("link", { name: say(token, "startCooking") }).click();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("button", { name: say(token, "readAloud") }).count()).toBe(0);
    await context.close();
  });

  it("shows a Hindi menu: each dish opens its own cook mode, and the shopping list is ticked off and kept", async () => {
    const token = "menu-hi";
    const menu = modelFor(token)!;
    if (menu.kind !== "menu") throw new Error("not a menu");
    const { context, page, requested } = await openPhone(browser);
    await page.goto(`/h/${token}`);
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Noto Sans Devanagari Variable");
    expect(requested.filter((address) => /helper-font-/.test(address)).map((address) => /helper-font-(\w+)/.exec(address)![1])).toEqual(["devanagari"]);
    await snap(page, "hi-menu");
    await expectAccessible(page);
    const dinner = menu.meals[0]!.slots[1]!.dishes[0]!;
    await page.getByRole("link", { name: say(token, "dishServings", { title: dinner.title, count: dinner.servings }) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.locator(".cook-title").textContent()).toBe(dinner.title);
    await snap(page, "hi-cook-mode");
    // The phone's Back button leaves cook mode.
    await page.goBack();
    await dialog.waitFor({ state: "hidden" });
    const shopping = page.locator(".shopping label.check");
    expect(await shopping.count()).toBe(menu.shopping.flatMap((group) => group.lines).length);
    await shopping.first().click();
    await page.reload();
    await page.waitForLoadState("load");
    await expect.poll(() => page.locator(".shopping input").first().isChecked()).toBe(true);
    await page.locator(".shopping").scrollIntoViewIfNeeded();
    await snap(page, "hi-shopping");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("reads and ticks off with JavaScript off: checkboxes work, steps are numbered, no control that needs a script shows", async () => {
    const token = "recipe-hi";
    const context = await browser.newContext({ viewport: phone, baseURL: appUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/h/${token}`);
    await page.locator("label.check").first().click();
    expect(await page.locator("#r1-i0").isChecked()).toBe(true);
    expect(await page.locator("ol.steps > li").count()).toBe(recipeOf(token).steps.length);
    // "Start cooking" leads to the steps.
    expect(await page.getByRole("link", { name: say(token, "startCooking") }).getAttribute("href")).toBe("#cook-r1");
    expect(await page.locator("#cook-r1").evaluate((list) => list.tagName)).toBe("OL");
    expect(await page.locator(".timer").count()).toBe(0);
    await context.close();
  });

  it("shows a Hindi recipe in the Devanagari font", async () => {
    const { context, page } = await openPhone(browser);
    await page.goto("/h/recipe-hi");
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('18px "Noto Sans Devanagari Variable"', "हिन्दी"))).toBe(true);
    await snap(page, "hi-recipe");
    await expectAccessible(page);
    await context.close();
  });
});
