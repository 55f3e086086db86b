import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone } from "./support/browser";
import { signedInAdmin, signedInVisitor } from "./support/session";

const arabicLetter = /[\u0600-\u06FF]/;

/** Waits up to 10 s for a value (a cold server and a fresh build can be slow). */
const eventually = <T>(read: () => Promise<T> | T, timeout = 10_000) => expect.poll(read, { timeout });

/** A toast's title or description, found by its exact text in the notification area. */
const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true });

/** A home section, found by its heading. */
const section = (page: Page, name: string) => page.getByRole("region", { name });

/** The cards in a part of the page: each card's title is its heading. */
const cardTitles = (scope: Page | ReturnType<Page["locator"]>) => scope.locator("article h2, article h3");

/** "12 recipes found" → 12. */
async function foundCount(page: Page) {
  const text = (await page.getByRole("status").filter({ hasText: /recipes? found/ }).textContent()) ?? "";
  return Number(/(\d+)/.exec(text)?.[1]);
}

/** Cards fade in when first seen; axe should see them at rest. */
async function settle(page: Page) {
  await page.waitForTimeout(600);
}

/** A signed-in owner who has already answered the helper welcome dialog (the sharing tests cover it). */
async function signedInOwner(browser: Browser, options: Parameters<typeof signedInVisitor>[1] = {}) {
  const visitor = await signedInVisitor(browser, options);
  await visitor.context.addInitScript(() => sessionStorage.setItem("hasSeenHelperDialog", "true"));
  return visitor;
}

/** The run's admin in a browser context of its own (signed up and confirmed by whichever test came first). */
async function adminContext(browser: Browser): Promise<BrowserContext> {
  return (await signedInAdmin(browser)).context;
}

describe("recipes", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows a guest the recipe cards, and the login prompt instead of the recipe when a card is clicked", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    const popular = section(page, "Popular Recipes");
    await eventually(() => cardTitles(popular).count()).toBe(8);
    await eventually(() => cardTitles(section(page, "Quick & Easy")).count()).toBeGreaterThan(0);
    expect(await page.getByText("Relax!", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Noura, Dubai", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "See All" }).first().getAttribute("href")).toBe("/browse");
    expect(await page.getByRole("link", { name: "See All" }).nth(1).getAttribute("href")).toBe("/browse?quick=true");

    // Every card shows its time, servings and cuisine; a guest gets no favourite toggle.
    const first = popular.locator("article").first();
    await first.scrollIntoViewIfNeeded();
    expect(await first.textContent()).toMatch(/\d+ min.*Serves \d+/);
    expect(await page.getByRole("button", { name: /^Favorite:/ }).count()).toBe(0);
    const image = first.locator("img");
    expect(await image.getAttribute("width")).toBe("400");
    expect(await image.getAttribute("loading")).toBe("eager");
    await settle(page);
    await expectAccessible(page);

    // A click goes nowhere: the login prompt shows instead, for 2 s, with a way to log in.
    const prompt = first.getByText("Login Required");
    expect(await prompt.isVisible()).toBe(false);
    await first.getByRole("button").first().click();
    await prompt.waitFor();
    expect(await first.getByText("Please login to view recipe details").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.mouse.move(0, 0);
    await eventually(() => prompt.isVisible(), 4000).toBe(false);

    // Hovering shows it too; its button opens the login dialog.
    await first.hover();
    await prompt.waitFor();
    await first.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("dialog", { name: "Log in to Wasfa" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("lets an owner pick a cuisine, open a recipe, favourite it, find it on /favorites and remove it", async () => {
    const { context, page } = await signedInOwner(browser);
    await page.goto("/");
    await eventually(() => cardTitles(section(page, "Popular Recipes")).count()).toBe(8);
    expect(await page.getByText("Noura, Dubai", { exact: false }).count()).toBe(0);

    // Choosing a cuisine filters the results, with their count, and scrolls to them.
    const persian = page.getByRole("button", { name: "Persian" });
    await persian.click();
    await eventually(() => persian.getAttribute("aria-pressed")).toBe("true");
    const results = section(page, "Search results");
    await eventually(() => foundCount(page)).toBeGreaterThanOrEqual(4);
    const found = await foundCount(page);
    await eventually(() => cardTitles(results).count()).toBe(Math.min(found, 12));
    for (const text of await results.locator("article").allTextContents()) expect(text).toContain("Persian");
    expect(new URL(page.url()).searchParams.get("cuisine")).toBe("persian");
    expect(await page.getByLabel("Cuisine", { exact: true }).inputValue()).toBe("persian");
    await eventually(() => results.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
    await settle(page);
    await expectAccessible(page);

    // Choosing it again clears the filter.
    await persian.click();
    await eventually(() => results.count()).toBe(0);
    await persian.click();
    const card = results.locator("article").first();
    const title = (await card.locator("h3").textContent())!;

    // The card is a link to the recipe.
    await card.getByRole("link", { name: title }).click();
    await page.waitForURL(/\/recipe\/\d+$/);
    await eventually(() => page.locator("h1").textContent()).toBe(title);
    await page.getByRole("heading", { name: "Ingredients" }).waitFor();
    expect(await page.getByRole("heading", { name: "Instructions" }).isVisible()).toBe(true);
    expect(await page.locator("ol > li").count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByText("Prep time").isVisible()).toBe(true);
    expect(await page.getByText("Difficulty").isVisible()).toBe(true);
    expect(await page.title()).toBe(`${title} · Wasfa`);
    await expectAccessible(page);

    const heart = page.getByRole("button", { name: `Favorite: ${title}` });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await eventually(() => heart.getAttribute("aria-pressed")).toBe("true");

    // It is on /favorites; removing it there empties the list.
    await page.goto("/favorites");
    await page.getByRole("heading", { name: title }).waitFor();
    await settle(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: `Favorite: ${title}` }).click();
    await page.getByText("No favorites yet").waitFor();
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("searches on browse without a request per keystroke, and loads more as the visitor scrolls", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/browse");
    await page.getByRole("heading", { name: "Browse recipes", level: 1 }).waitFor();
    await eventually(() => cardTitles(page).count()).toBe(12);
    expect(await page.getByLabel("Sort by").inputValue()).toBe("newest");
    const total = await foundCount(page);
    expect(total).toBeGreaterThanOrEqual(44);
    await settle(page);
    await expectAccessible(page);

    // Scrolling to the end brings the next page, until every recipe is there.
    for (let loaded = 12; loaded < total; loaded = await cardTitles(page).count()) {
      await page.mouse.wheel(0, 20_000);
      await eventually(() => cardTitles(page).count()).toBeGreaterThan(loaded);
    }
    expect(await cardTitles(page).count()).toBe(total);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);

    // Typing asks once, after a pause.
    const searches: string[] = [];
    page.on("request", (request) => request.url().includes("/api/recipes/search") && searches.push(request.url()));
    await page.getByLabel("Search recipes").pressSequentially("biryani", { delay: 40 });
    await eventually(() => foundCount(page)).toBeLessThan(total);
    expect(searches.length).toBe(1);
    expect(searches[0]).toContain("q=biryani");
    expect(new URL(page.url()).searchParams.get("q")).toBe("biryani");

    // Nothing found: the empty state, and a way out.
    await page.getByLabel("Search recipes").fill("no such dish anywhere");
    await page.getByText("No recipes found").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await eventually(() => foundCount(page)).toBe(total);
    await context.close();
  });

  it("shows only quick recipes on /browse?quick=true", async () => {
    const { context, page } = await newVisitor(browser, phone);
    await page.goto("/browse?quick=true");
    await eventually(() => cardTitles(page).count()).toBeGreaterThan(0);
    expect(await page.getByLabel("Quick & Easy only").isChecked()).toBe(true);
    const minutes = await page.locator("article").evaluateAll((cards) =>
      cards.map((card) => Number(/(\d+) min/.exec(card.textContent ?? "")?.[1])),
    );
    for (const total of minutes) expect(total).toBeLessThanOrEqual(30);
    await context.close();
  });

  it("shows home, browse, a recipe and favourites in Arabic, right to left, with Arabic titles", async () => {
    const { context, page } = await signedInOwner(browser, { language: "ar" });
    await page.goto("/");
    await eventually(() => page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    const popular = section(page, "الوصفات الأكثر شعبية");
    await eventually(() => cardTitles(popular).count()).toBe(8);
    // The cards carry the server's Arabic titles (a recipe another test added may have none).
    const arabic = (await (await page.request.get("/api/recipes/popular?lang=ar")).json()) as { title: string }[];
    expect(await cardTitles(popular).allTextContents()).toEqual(arabic.map((recipe) => recipe.title));
    expect(arabic.filter((recipe) => arabicLetter.test(recipe.title)).length).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole("button", { name: "فارسي" }).isVisible()).toBe(true);
    await page.screenshot({ path: "/tmp/recipes-home-ar.png", fullPage: true });
    await settle(page);
    await expectAccessible(page);

    await page.goto("/browse");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await eventually(() => cardTitles(page).count()).toBe(12);
    // More than ten recipes: the form for 11 to 99 (or 100 and more), "وُجدت 44 وصفة".
    await page.getByRole("status").filter({ hasText: /^وُجدت \d+ وصفة$/ }).waitFor();
    await settle(page);
    await expectAccessible(page);

    // Searching in Arabic finds recipes by their Arabic title.
    await page.getByLabel("ابحث في الوصفات").fill("مجبوس");
    await eventually(async () => (await cardTitles(page).allTextContents()).join(" ")).toContain("مجبوس");

    await cardTitles(page).first().getByRole("link").click();
    await page.waitForURL(/\/recipe\/\d+$/);
    await page.getByRole("heading", { name: "المكونات" }).waitFor();
    expect(await page.locator("h1").textContent()).toMatch(arabicLetter);
    await expectAccessible(page);
    await page.getByRole("button", { name: /^المفضلة:/ }).click();

    await page.goto("/favorites");
    await eventually(() => cardTitles(page).count()).toBe(1);
    await settle(page);
    await expectAccessible(page);
    await context.close();
  });

  it("asks a guest on /favorites to log in, and sends a guest on a recipe page home with 'Login Required'", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/favorites");
    await page.getByRole("heading", { name: "Log in to continue" }).waitFor();
    await expectAccessible(page);

    await page.goto("/recipe/1");
    await toastText(page, "Login Required").waitFor();
    expect(await toastText(page, "Please login to view recipe details").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");

    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.goto("/favorites");
    await page.getByRole("heading", { name: "المفضلة" }).first().waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it("shows a not-found state with a way back for a recipe that does not exist", async () => {
    const { context, page } = await signedInOwner(browser);
    await page.goto("/");
    await page.goto("/recipe/999999");
    await page.getByRole("heading", { name: "Recipe not found" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("sends an owner whose trial has ended home with 'Subscription Frozen'", async () => {
    const { context, page } = await signedInOwner(browser);
    const account = (await (await context.request.get("/api/account")).json()) as { id: number };
    const admin = await adminContext(browser);
    const expired = await admin.request.patch(`/api/admin/users/${account.id}/subscription`, {
      data: { subscriptionStatus: "trial", trialEndsAt: new Date(Date.now() - 60_000).toISOString() },
      headers: { origin: inject("baseUrl") },
    });
    expect(expired.status(), await expired.text()).toBe(200);
    await admin.close();

    await page.goto("/recipe/1");
    await toastText(page, "Subscription Frozen").waitFor();
    expect(await toastText(page, "Please reactivate your subscription to view recipe details.").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});
