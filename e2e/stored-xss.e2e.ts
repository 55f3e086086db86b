import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newVisitor, pageErrors } from "./support/browser";
import { signedInAdmin, signedInVisitor } from "./support/session";

/** Markup an attacker with an admin's form (or a stolen admin session) might store in a recipe. */
const script = "<script>window.__xss=1</script>";
const image = '<img src=x onerror="window.__xss=1">';
const marker = `Xssprobe${Date.now()}`;
const recipe = {
  title: `${marker} ${script}${image}`,
  description: `Tasty ${script} and ${image}`,
  ingredients: `1 cup ${script}\n2 eggs ${image}`,
  instructions: `Mix ${image}\nBake ${script}`,
};

/** A 16 × 12 PNG: a real image for the form's required file. */
const photo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWM45MhDEmIY1eA4GkqHsIUBAAQCy0FtZy4DAAAAAElFTkSuQmCC",
  "base64",
);

/**
 * Before any page script: records dialogs, inline-code CSP violations (an injected handler or script raises
 * one even though the CSP stops it), the page's language, and the welcome dialog as already seen.
 */
async function watch(context: BrowserContext, language: "en" | "ar") {
  await context.addInitScript((lang) => {
    localStorage.setItem("app-language", lang);
    sessionStorage.setItem("hasSeenHelperDialog", "true");
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    // Inline code only: injected markup is inline. (Zod's eval probe, caught by zod itself, is reported as "eval".)
    document.addEventListener("securitypolicyviolation", (event) => {
      if (event.blockedURI === "inline") seen.push(`${event.violatedDirective} at ${event.sourceFile}:${event.lineNumber}`);
    });
  }, language);
  const dialogs: string[] = [];
  const listen = (page: Page) => page.on("dialog", (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  context.pages().forEach(listen);
  context.on("page", listen);
  return dialogs;
}

/** The stored markup shows as text, and nothing of it became an element, ran, or tried to run. */
async function expectInert(page: Page, texts: string[], dialogs: string[]) {
  for (const text of texts) await page.getByText(text).first().waitFor();
  const state = await page.evaluate(() => ({
    xss: (window as { __xss?: unknown }).__xss,
    violations: (window as unknown as { __violations: string[] }).__violations,
    injectedImages: document.querySelectorAll('img[src="x"], img[onerror]').length,
    // Scripts that run; the page's data block (server rendering, type application/json) holds the text, never runs.
    injectedScripts: Array.from(document.scripts).filter((s) => s.type !== "application/json" && s.textContent?.includes("__xss")).length,
    // …and holds it escaped: nothing in it can close the block or open markup.
    markupInData: Array.from(document.querySelectorAll('script[type="application/json"]')).filter((s) => s.textContent?.includes("<")).length,
  }));
  expect(state).toEqual({ xss: undefined, violations: [], injectedImages: 0, injectedScripts: 0, markupInData: 0 });
  expect(dialogs).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
}

describe("stored XSS in recipe text", () => {
  let browser: Browser;
  let admin: BrowserContext;
  let recipeId: number;
  const headers = { origin: inject("baseUrl") };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = (await signedInAdmin(browser)).context;
    const response = await admin.request.post("/api/admin/recipes", {
      headers,
      multipart: {
        ...recipe,
        cuisineType: "Middle Eastern",
        category: "main",
        difficulty: "Easy",
        prepTime: "0",
        cookTime: "1",
        servings: "2",
        featured: "true",
        quick: "true",
        image: { name: "photo.png", mimeType: "image/png", buffer: photo },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    recipeId = ((await response.json()) as { id: number }).id;
  });
  afterAll(async () => {
    if (recipeId) expect((await admin.request.delete(`/api/admin/recipes/${recipeId}`, { headers })).status()).toBe(204);
    await admin?.close();
    await browser?.close();
  });

  for (const language of ["en", "ar"] as const) {
    it(`stays text on the home page, browse, the recipe page and the admin table (${language})`, async () => {
      const visitor = await newVisitor(browser);
      const visitorDialogs = await watch(visitor.context, language);
      for (const url of ["/", `/?q=${marker}`, `/browse?q=${marker}`]) {
        await visitor.page.goto(url);
        await expectInert(visitor.page, [recipe.title], visitorDialogs);
      }
      await visitor.context.close();

      const owner = await signedInVisitor(browser);
      const ownerDialogs = await watch(owner.context, language);
      await owner.page.goto(`/recipe/${recipeId}`);
      await expectInert(owner.page, [recipe.title, recipe.description, `1 cup ${script}`, `2 eggs ${image}`, `Mix ${image}`, `Bake ${script}`], ownerDialogs);
      await owner.context.close();

      const adminDialogs = await watch(admin, language);
      const adminPage = await admin.newPage();
      await adminPage.goto("/admin");
      await expectInert(adminPage, [recipe.title], adminDialogs);
      await adminPage.close();
    });
  }
});
