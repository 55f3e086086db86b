import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, request, type Browser, type BrowserContext, type Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { desktop, launchBrowser, pageErrors, phone, screenshot, steadyTimeZone, todayIn } from "./support/browser";
import { ownerCopies } from "./support/offline-copies";
import { waitForResetLink } from "./support/outbox";
import { dismissHelperWelcome, signedInAdmin, signedInVisitor, uniqueEmail } from "./support/session";

/*
 * Decision 0057: the owner's app installs from Chromium (manifest in her language, icons, service worker) and
 * keeps her favourites and the recipes she last opened readable with no network, until she logs out.
 */

/** Waits until the app's service worker controls the page (it claims the pages open when it starts). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function firstRecipe(context: BrowserContext) {
  const recipes = (await (await context.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  return recipes[0]!;
}

/** A new owner on a phone, whose worker has kept the page of a recipe she opened. */
async function ownerWithAKeptRecipe(browser: Browser) {
  const { context, page } = await signedInVisitor(browser, { viewport: phone });
  const recipe = await firstRecipe(context);
  await page.goto("/");
  await dismissHelperWelcome(page);
  await controlledByServiceWorker(page);
  await page.goto(`/recipe/${recipe.id}`);
  await page.getByRole("heading", { level: 1, name: recipe.title }).waitFor();
  await expect.poll(async () => (await ownerCopies(page))["wasfa-app-pages"]).toContain(`/recipe/${recipe.id}`);
  return { context, page, recipe };
}

describe("the installable app", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("is installable: Chromium finds no fault with its manifest, icons and service worker, in English and in Arabic", async () => {
    // Chromium installs nothing from an incognito window, which is what a Playwright context is: a profile on disk.
    const profile = mkdtempSync(path.join(os.tmpdir(), "wasfa-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      viewport: desktop,
      baseURL: inject("baseUrl"),
      locale: "en-US",
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
    const english = await cdp.send("Page.getAppManifest");
    expect(english.url).toMatch(/\/manifest\.en\.webmanifest$/);
    expect(english.errors).toEqual([]);
    expect(JSON.parse(english.data!)).toMatchObject({ name: "Wasfa · وصفة", short_name: "Wasfa", lang: "en", dir: "ltr", display: "standalone", start_url: "/" });

    // Her language chosen on the page: the next page links the Arabic manifest (the server reads the cookie).
    await page.getByRole("button", { name: "Switch the language to العربية" }).first().click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.ar.webmanifest");
    await page.reload();
    const arabic = await cdp.send("Page.getAppManifest");
    expect(arabic.url).toMatch(/\/manifest\.ar\.webmanifest$/);
    expect(JSON.parse(arabic.data!)).toMatchObject({ name: "وصفة · Wasfa", short_name: "وصفة", lang: "ar", dir: "rtl" });
    expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
    const icons = JSON.parse(arabic.data!).icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of icons) {
      const answer = await context.request.get(icon.src);
      expect({ icon: icon.src, status: answer.status(), type: answer.headers()["content-type"] }).toEqual({ icon: icon.src, status: 200, type: "image/png" });
    }
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it("keeps her favourites and the recipe she opened readable offline, and forgets them when she logs out", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone });
    const recipe = await firstRecipe(context);
    const favourite = await context.request.post("/api/favorites", { data: { recipeId: recipe.id }, headers: { origin: inject("baseUrl") } });
    expect(favourite.status()).toBe(201);

    await page.goto("/");
    await dismissHelperWelcome(page);
    await controlledByServiceWorker(page);
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole("heading", { level: 1, name: recipe.title }).waitFor();
    await page.goto("/favorites");
    await page.getByRole("heading", { name: recipe.title }).waitFor();

    await context.setOffline(true);
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole("heading", { level: 1, name: recipe.title }).waitFor();
    expect(await page.getByText("Ingredients", { exact: true }).count()).toBeGreaterThan(0);
    await page.goto("/favorites");
    await page.getByRole("heading", { name: recipe.title }).waitFor();
    // Within the app too: from her favourites to the recipe, drawn from what was kept.
    await page.getByRole("heading", { name: recipe.title }).click();
    await page.waitForURL(`**/recipe/${recipe.id}`);
    await page.getByRole("heading", { level: 1, name: recipe.title }).waitFor();

    await context.setOffline(false);
    const kept = await ownerCopies(page);
    expect(kept["wasfa-app-pages"]).toEqual(expect.arrayContaining([`/recipe/${recipe.id}`, "/favorites"]));
    expect(kept["wasfa-app-readings"]).toEqual(expect.arrayContaining(["/api/account"]));

    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Login" }).first().waitFor();
    await expect.poll(() => ownerCopies(page)).toEqual({ "wasfa-app-pages": [], "wasfa-app-readings": [], "wasfa-app-photos": [] });
    await context.close();
  });

  // Decision 0062: her photo stayed in the cache every page shares after she logged out.
  it("keeps the photo of her own recipe with her own things, never with the app's shared pictures, and forgets it when she logs out", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone });
    const origin = { origin: inject("baseUrl") };
    const png = await sharp({ create: { width: 640, height: 420, channels: 3, background: "#9a3412" } }).png().toBuffer();
    const stored = await context.request.post("/api/my-recipes/photo", { multipart: { photo: { name: "harees.png", mimeType: "image/png", buffer: png } }, headers: origin });
    expect(stored.status(), await stored.text()).toBe(201);
    const { photoId } = (await stored.json()) as { photoId: string };
    const recipe = { title: "Grandmother's Harees", description: "Wheat and lamb.", cuisineType: "Khaleeji", difficulty: "Medium", prepTime: 20, cookTime: 180, servings: 6 };
    const created = await context.request.post("/api/my-recipes", {
      data: { ...recipe, ingredients: ["2 cups wheat", "1 kg lamb"], instructions: ["Cook it all slowly."], photoId },
      headers: origin,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto("/");
    await dismissHelperWelcome(page);
    await controlledByServiceWorker(page);
    await page.goto(`/recipe/${id}`);
    await page.getByRole("heading", { level: 1, name: recipe.title }).waitFor();
    await expect.poll(async () => (await ownerCopies(page))["wasfa-app-photos"]!.some((path) => path === `/api/images/${photoId}`)).toBe(true);
    const shared = () => page.evaluate(async () => (await (await caches.open("wasfa-app-assets-v2")).keys()).map((request) => new URL(request.url).pathname));
    expect((await shared()).filter((path) => path.includes(photoId))).toEqual([]);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Login" }).first().waitFor();
    await expect.poll(async () => (await ownerCopies(page))["wasfa-app-photos"]).toEqual([]);
    expect((await shared()).filter((path) => path.includes(photoId))).toEqual([]);
    // Nor does the browser or the server give it to the page signed out.
    expect(await page.evaluate((address) => fetch(address).then((response) => response.status), `/api/images/${photoId}?w=640`)).toBe(404);
    await context.close();
  });

  it("forgets them too when she cancels her subscription, which logs her out", async () => {
    const { context, page, recipe } = await ownerWithAKeptRecipe(browser);

    await page.goto("/account?tab=subscription");
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Subscription canceled").first().waitFor();
    // The page forgets them before it reloads, and the worker again when /api/account answers 401; the new
    // page, signed out, may keep the public lists again, but nothing of hers is left.
    const kept = await ownerCopies(page);
    expect(kept["wasfa-app-pages"]).not.toContain(`/recipe/${recipe.id}`);
    expect(kept["wasfa-app-readings"]).not.toContain("/api/account");
    expect(kept["wasfa-app-readings"]).not.toContain(`/api/recipes/${recipe.id}`);
    await context.close();
  });

  it("forgets her copies when someone else logs in over her session on the same phone (issue 23.12)", async () => {
    const { context, page, recipe } = await ownerWithAKeptRecipe(browser);

    // Her sister, on the same phone, resets her own password from the mail and logs in from the dialog it opens.
    const sister = uniqueEmail("noura");
    const api = await request.newContext({ baseURL: inject("baseUrl") });
    const signup = await api.post("/api/signup", { data: { firstName: "Noura", lastName: "Saleh", email: sister, password: "Kitchen1", username: sister } });
    expect(signup.status()).toBe(201);
    await api.post("/api/forgot-password", { data: { email: sister }, headers: { origin: inject("baseUrl") } });
    await api.dispose();
    const link = new URL(await waitForResetLink(sister));
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password").fill("Saffron9");
    await page.getByLabel("Confirm password").fill("Saffron9");
    await page.getByRole("button", { name: "Reset password" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in to Wasfa" });
    await dialog.waitFor({ timeout: 5000 });
    await dialog.getByLabel("Password", { exact: true }).fill("Saffron9");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await dialog.waitFor({ state: "detached" });

    // Nothing of the first owner's is left for the second to read offline; what is kept now is the sister's.
    await expect.poll(async () => (await ownerCopies(page))["wasfa-app-pages"]).not.toContain(`/recipe/${recipe.id}`);
    const kept = await ownerCopies(page);
    expect(kept["wasfa-app-readings"]).not.toContain(`/api/recipes/${recipe.id}`);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.match("/api/account", { cacheName: "wasfa-app-readings" }))?.json())?.email ?? null))
      .toBe(sister);
    await context.close();
  });

  /** Decision 0057: what each page shows with no network, in both languages. */
  const offlineTexts = {
    en: {
      notice: "You're offline. Showing what this phone has kept.",
      notKept: "You're offline — this page was not saved on this phone",
      seeAll: "See All",
      back: "Back",
      pages: { browse: "Browse recipes", favorites: "Favorite recipes", account: "Account", menu: "This week's menu", myRecipes: "My recipes", admin: "Admin dashboard" },
      notFound: "404 Page Not Found",
    },
    ar: {
      notice: "أنت غير متصل. نعرض ما حفظه هذا الهاتف.",
      notKept: "أنت غير متصل — لم تُحفظ هذه الصفحة على هذا الهاتف",
      seeAll: "عرض الكل",
      back: "رجوع",
      pages: { browse: "تصفّح الوصفات", favorites: "الوصفات المفضلة", account: "الحساب", menu: "قائمة طعام الأسبوع", myRecipes: "وصفاتي", admin: "لوحة الإدارة" },
      notFound: "404 الصفحة غير موجودة",
    },
  } as const;

  /**
   * Home's first row's See All (to /browse): a signed-in home's Today, drawn in the HTML once the app has kept her
   * time zone (decision 0088), has See all links of its own before it.
   */
  const seeAllRecipes = (page: Page, t: (typeof offlineTexts)["en" | "ar"]) => page.getByRole("link", { name: t.seeAll }).and(page.locator('[href="/browse"]'));

  /** The page says something: never a blank screen (the text a person would see in the page's main part). */
  const mainText = (page: Page) => page.locator("main").innerText();

  for (const language of ["en", "ar"] as const) {
    it(`never goes blank offline: every page opens, from what was kept or saying it was not, with a way back (${language})`, async () => {
      const t = offlineTexts[language];
      const { context, page } = await signedInVisitor(browser, { viewport: phone, language });
      const recipes = (await (await context.request.get("/api/recipes")).json()) as { id: number; title: string }[];
      const [kept, notKept] = [recipes[0]!, recipes[recipes.length - 1]!];
      await context.request.post("/api/favorites", { data: { recipeId: kept.id }, headers: { origin: inject("baseUrl") } });
      await page.goto("/");
      await dismissHelperWelcome(page, language);
      await controlledByServiceWorker(page);
      await page.goto(`/recipe/${kept.id}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const keptTitle = (await page.getByRole("heading", { level: 1 }).first().textContent())!;
      await page.goto("/favorites");
      await page.getByRole("heading", { name: keptTitle }).first().waitFor();
      await page.goto("/");
      await seeAllRecipes(page, t).waitFor();

      await context.setOffline(true);
      // Within the app: See All, whose code was never fetched, opens (decision 0057: it was a white page).
      await seeAllRecipes(page, t).click();
      await page.waitForURL((url) => url.pathname === "/browse");
      await page.getByRole("heading", { level: 1, name: t.pages.browse }).waitFor();
      await page.getByText(t.notice).waitFor();
      await screenshot(page, `${language}-offline-browse-in-app`);
      // A kept recipe opened after that reads as before.
      await page.goto(`/recipe/${kept.id}`);
      await page.getByRole("heading", { level: 1, name: keptTitle }).waitFor();

      // Every page, opened afresh with no network.
      const pages: [string, (page: Page) => Promise<unknown>][] = [
        ["/", (p) => seeAllRecipes(p, t).waitFor()],
        ["/browse", (p) => p.getByRole("heading", { level: 1, name: t.pages.browse }).waitFor()],
        [`/recipe/${kept.id}`, (p) => p.getByRole("heading", { level: 1, name: keptTitle }).waitFor()],
        [`/recipe/${notKept.id}`, (p) => p.getByRole("heading", { level: 1, name: t.notKept }).waitFor()],
        ["/favorites", (p) => p.getByRole("heading", { name: keptTitle }).first().waitFor()],
        ["/account", (p) => p.getByRole("heading", { level: 1, name: t.pages.account }).waitFor()],
        ["/menu", (p) => p.getByText(t.notKept).waitFor()],
        ["/my-recipes", (p) => p.getByText(t.notKept).waitFor()],
        ["/no/such/page", (p) => p.getByRole("heading", { level: 1, name: t.notFound }).waitFor()],
      ];
      for (const [path, shows] of pages) {
        await page.goto(path);
        await shows(page);
        await page.getByText(t.notice).waitFor();
        expect((await mainText(page)).trim().length, path).toBeGreaterThan(10);
        await screenshot(page, `${language}-offline${path.replace(/\W+/g, "-")}`);
      }
      // The way back from a page that was not kept: from home's cards to a recipe never opened, and back.
      await page.goto("/");
      const unopened = page.locator(`main a[href^="/recipe/"]:not([href="/recipe/${kept.id}"])`).first();
      const unopenedPath = (await unopened.getAttribute("href"))!;
      await unopened.click();
      await page.waitForURL((url) => url.pathname === unopenedPath);
      await page.getByRole("heading", { level: 1, name: t.notKept }).waitFor();
      await page.getByRole("button", { name: t.back, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === "/");
      await seeAllRecipes(page, t).waitFor();
      expect(pageErrors(page)).toEqual([]);

      // Back online, the notice goes.
      await context.setOffline(false);
      await page.reload();
      await seeAllRecipes(page, t).waitFor();
      expect(await page.getByText(t.notice).count()).toBe(0);
      await context.close();
    });
  }

  it("opens her week and her own recipes offline as she last saw them: the pages kept are the server's, drawn for her day, and the app takes them over", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, timezoneId: steadyTimeZone() });
    await page.goto("/");
    await dismissHelperWelcome(page);
    await controlledByServiceWorker(page);
    const today = await todayIn(page);
    const recipe = await firstRecipe(context);
    const origin = { origin: inject("baseUrl") };
    const planned = await context.request.put("/api/menu", { data: { from: today, days: 7, entries: [{ date: today, slot: "lunch", recipeId: recipe.id, servings: 4 }] }, headers: origin });
    expect(planned.status(), await planned.text()).toBe(200);
    const own = { title: "Grandmother's Harees", description: "Wheat and lamb.", cuisineType: "Khaleeji", difficulty: "Medium", prepTime: 20, cookTime: 180, servings: 6 };
    const created = await context.request.post("/api/my-recipes", { data: { ...own, ingredients: ["2 cups wheat"], instructions: ["Cook it slowly."] }, headers: origin });
    expect(created.status(), await created.text()).toBe(201);
    const todayCard = page.locator(`section[aria-labelledby="day-${today}"]`);
    const shows = {
      "/menu": () => todayCard.getByRole("link", { name: recipe.title }).waitFor(),
      "/my-recipes": () => page.locator("article").getByRole("heading", { name: own.title }).waitFor(),
    };
    for (const [path, content] of Object.entries(shows)) {
      await page.goto(path);
      await content();
      await expect.poll(async () => (await ownerCopies(page))["wasfa-app-pages"]).toContain(path);
    }

    await context.setOffline(true);
    for (const [path, content] of Object.entries(shows)) {
      await page.goto(path);
      await content();
      await page.getByText(offlineTexts.en.notice).waitFor();
      await screenshot(page, `en-offline-kept${path.replace(/\W+/g, "-")}`);
    }
    // The day's list came with the page: its lines are there to tick.
    await page.goto("/menu");
    await page.getByRole("region", { name: "Shopping list" }).getByRole("checkbox").first().waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });

  it("opens the admin dashboard offline for an admin, saying its figures were not kept", async () => {
    const { context, page } = await signedInAdmin(browser, phone);
    await page.goto("/");
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.goto("/admin?tab=recipes");
    await page.getByRole("heading", { level: 1, name: "Admin dashboard" }).waitFor();
    await page.getByText("You're offline — this page was not saved on this phone").first().waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });
});
