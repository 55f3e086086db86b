import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillText, type HelperRecipePage } from "../common/helper-page";
import { rootDir } from "../scripts/client-build";
import { expectAccessible, launchBrowser, pageErrors, phone } from "./support/browser";
import { startHelperPageServer } from "./support/helper-page-server";

/**
 * The helper's page (decision 0050) as the browser runs it: rendered by the real renderer with the real built
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

  it("says where the read-aloud button would be that the phone has no voice for her language, once on the page and at each step in cook mode", async () => {
    for (const token of ["recipe-ur", "recipe-en"]) {
      const { context, page } = await openPhone(browser);
      await page.goto(`/h/${token}`);
      // Headless Chromium has no speech voices at all: this is the phone with none of hers.
      const noVoice = page.getByText(say(token, "noVoice"), { exact: true });
      await noVoice.first().waitFor();
      expect(await noVoice.filter({ visible: true }).count(), token).toBe(1);
      expect(await page.locator("ol.steps > li").first().getByText(say(token, "noVoice")).count()).toBe(1);
      expect(await page.getByRole("button", { name: say(token, "readAloud") }).count()).toBe(0);
      await page.locator("ol.steps > li").first().scrollIntoViewIfNeeded();
      await snap(page, `${token}-no-voice`);
      await page.getByRole("link", { name: say(token, "startCooking") }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText(say(token, "noVoice")).waitFor();
      await dialog.getByRole("button", { name: say(token, "next") }).click();
      await dialog.getByText(say(token, "noVoice")).waitFor();
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it("shows the read-aloud buttons and says nothing of a missing voice where the phone has one for her", async () => {
    const token = "recipe-ur";
    const { context, page } = await openPhone(browser);
    await context.addInitScript(() => {
      const urdu = { lang: "ur-PK", name: "Urdu", voiceURI: "urdu", default: false, localService: true };
      Object.defineProperty(speechSynthesis, "getVoices", { value: () => [urdu] });
    });
    await page.goto(`/h/${token}`);
    await page.getByRole("button", { name: say(token, "readAloud") }).first().waitFor();
    expect(await page.getByRole("button", { name: say(token, "readAloud") }).count()).toBe(recipeOf(token).steps.length);
    // Past the wait for a phone's voices, still nothing said of a missing one.
    await page.waitForTimeout(2500);
    expect(await page.getByText(say(token, "noVoice")).filter({ visible: true }).count()).toBe(0);
    await context.close();
  });

  it("tells two timers of one step apart by their words, in English and right to left in Urdu", async () => {
    for (const token of ["recipe-en", "recipe-ur"]) {
      const { context, page } = await openPhone(browser);
      await page.goto(`/h/${token}`);
      // Step 4 of the machboos names 5 minutes twice: turning the chicken in the spices, and the tomatoes.
      const index = recipeOf(token).steps.findIndex((step) => step.timers.length === 2);
      const [first, second] = recipeOf(token).steps[index]!.timers.map((timer) => timer.what!);
      expect(first, token).toBeTruthy();
      expect(second).not.toBe(first);
      const step = page.locator("ol.steps > li").nth(index);
      const [one, two] = [step.getByRole("group", { name: first }), step.getByRole("group", { name: second })];
      expect(await one.locator(".timer-what").textContent()).toBe(first);
      expect(await two.locator(".timer-what").textContent()).toBe(second);
      await one.getByRole("button", { name: say(token, "timer", { time: "\u206605:00\u2069" }) }).click();
      await expect.poll(() => one.getAttribute("data-state")).toBe("running");
      expect(await two.getAttribute("data-state")).toBe("idle");
      await step.scrollIntoViewIfNeeded();
      await snap(page, `${token}-two-timers`);
      // In cook mode too, each keeps its words.
      await page.getByRole("link", { name: say(token, "startCooking") }).click();
      const dialog = page.getByRole("dialog");
      for (let n = 0; n < index; n++) await dialog.getByRole("button", { name: say(token, "next") }).click();
      await dialog.getByRole("group", { name: second }).waitFor();
      expect(await dialog.getByRole("group", { name: first }).getAttribute("data-state")).toBe("running");
      await expectAccessible(page);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it("opens the dish a menu message links to, among the folded others", async () => {
    for (const token of ["menu-hi", "menu-ur"]) {
      const { context, page } = await openPhone(browser);
      await page.goto(`/h/${token}#r2`);
      const dish = page.locator("details#r2");
      await expect.poll(() => dish.evaluate((element: HTMLDetailsElement) => element.open), { message: token }).toBe(true);
      expect(await page.locator("details#r1").evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
      // In sight, its steps readable.
      await expect.poll(() => dish.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
      await dish.locator("ol.steps").waitFor();
      await snap(page, `${token}-linked-dish`);
      // A later link to the other dish opens it too.
      await page.evaluate(() => (location.hash = "#r1"));
      await expect.poll(() => page.locator("details#r1").evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
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
