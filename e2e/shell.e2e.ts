import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone } from "./support/browser";

describe("the app shell", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("renders home in English, left to right, with the tagline and Beta badge", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    await expect.poll(() => page.locator("h1").textContent()).toContain("Cook it your way");
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["en", "ltr"]);
    expect(await page.getByText("Bridging the language gap in the kitchen").first().isVisible()).toBe(true);
    expect(await page.getByText("Beta", { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("switches to Arabic right to left, remembers it, and switches back", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    await page.getByRole("button", { name: "Switch the language to العربية" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ar");
    expect(await page.evaluate(() => document.body.classList.contains("rtl"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("app-language"))).toBe("ar");
    expect(await page.locator("h1").textContent()).toBe("اطبخ على طريقتك، وأخبر العاملة بلغتها.");
    await expectAccessible(page);

    await page.reload();
    await expect.poll(() => page.locator("h1").textContent()).toBe("اطبخ على طريقتك، وأخبر العاملة بلغتها.");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");

    await page.getByRole("button", { name: /^تغيير اللغة إلى \u2068?English\u2069?$/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    expect(await page.evaluate(() => document.body.classList.contains("rtl"))).toBe(false);
    await context.close();
  });

  it("shows '404 Page Not Found' for an unknown page and a non-numeric recipe id", async () => {
    const { context, page } = await newVisitor(browser);
    for (const url of ["/no/such/page", "/recipe/abc"]) {
      await page.goto(url);
      await expect.poll(() => page.locator("h1").textContent()).toBe("404 Page Not Found");
    }
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.reload();
    await expect.poll(() => page.locator("h1").textContent()).toBe("404 الصفحة غير موجودة");
    await expectAccessible(page);
    await context.close();
  });

  it("brings Browse from another page to home's search section, also when home's code arrives after the scroll", async () => {
    const { context, page } = await newVisitor(browser, undefined, undefined, "block");
    // Home's code held back a while: the scroll first finds home's placeholder, then the hero takes its place above.
    await page.route(/\/assets\/home-recipes-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/browse");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Browse" }).click();
    await page.waitForURL(/\/#search-section$/);
    await page.locator("#search-section:not([role=status])").waitFor();
    // The section's top where its scroll margin puts it, under the header (80 px), not pushed down by the hero.
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("search-section")!.getBoundingClientRect().top))).toBe(80);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("offers the drawer and bottom bar on a phone, mirrored in Arabic", async () => {
    const { context, page } = await newVisitor(browser, phone);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.reload();
    const bottomBar = page.getByRole("navigation", { name: "تنقل سريع" });
    await bottomBar.getByRole("button", { name: "تصفّح" }).waitFor();

    await page.getByRole("button", { name: "فتح القائمة" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    expect(await drawer.getByRole("button", { name: "نسخ الرابط" }).isVisible()).toBe(true);
    // In Arabic the drawer opens from the left edge: logical "end".
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await page.screenshot({ path: ".tmp/drawer-ar.png" });
    await expectAccessible(page);
    await context.close();
  });

  it("keeps to its Content-Security-Policy while a form's code loads and checks what was typed", async () => {
    const { context, page } = await newVisitor(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { violations?: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in to Wasfa" });
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => dialog.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => (window as Window & { violations?: string[] }).violations)).toEqual([]);
    await context.close();
  });
});
