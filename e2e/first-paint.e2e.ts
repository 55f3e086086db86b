import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newVisitor, pageErrors } from "./support/browser";
import { drawnPage, inArabic, signUp, started, watchHydration, withoutScripts } from "./support/first-paint";

/*
 * The pages come rendered from the server (decision 0055). With JavaScript off their content is
 * in the HTML, in the visitor's language; with it on, React takes that HTML over without a mismatch.
 */

const cardTitles = (page: Page) => page.locator("article h2, article h3");

/** The pictures of the page's HTML marked to be fetched first (fetchpriority="high"). */
const firstPictures = (page: Page) => page.locator('img[fetchpriority="high"]').evaluateAll((images) => images.map((image) => image.getAttribute("src")));

describe("content in the first paint", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("sends home with its hero and recipe cards in the HTML, in English and in Arabic", async () => {
    const { context, page } = await withoutScripts(browser);
    await page.goto("/");
    expect(await page.locator("h1").textContent()).toContain("Cook it your way");
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["en", "ltr"]);
    expect(await page.getByRole("heading", { name: "Popular Recipes" }).count()).toBe(1);
    expect(await cardTitles(page).count()).toBeGreaterThan(4);
    expect(await page.title()).toContain("Wasfa");

    await inArabic(context);
    await page.goto("/");
    expect(await page.locator("h1").textContent()).toBe("اطبخ على طريقتك، وأخبر العاملة بلغتها.");
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.body.className])).toEqual(["ar", "rtl", "rtl"]);
    expect(await cardTitles(page).first().textContent()).toMatch(/[\u0600-\u06FF]/);
    await context.close();
  });

  it("sends /browse with its filters and first results in the HTML, in both languages", async () => {
    const { context, page } = await withoutScripts(browser);
    await page.goto("/browse");
    expect(await page.locator("h1").textContent()).toBe("Browse recipes");
    expect(await page.title()).toBe("Browse recipes · Wasfa");
    expect(await cardTitles(page).count()).toBeGreaterThanOrEqual(12);
    // The first card's picture, the largest paint on a phone, is the one picture asked for first.
    expect(await firstPictures(page)).toEqual([await page.getByRole("article").first().locator("img").getAttribute("src")]);

    await page.goto("/browse?cuisine=indian");
    const indian = await cardTitles(page).count();
    expect(indian).toBeGreaterThan(0);
    expect(indian).toBeLessThan(12);

    await inArabic(context);
    await page.goto("/browse");
    expect(await page.locator("h1").textContent()).toBe("تصفّح الوصفات");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await cardTitles(page).first().textContent()).toMatch(/[\u0600-\u06FF]/);
    await context.close();
  });

  it("hydrates home and /browse in both languages without a warning, keeping the server's HTML", async () => {
    for (const language of ["en", "ar"] as const) {
      for (const path of ["/", "/browse"]) {
        const { context, page } = await newVisitor(browser);
        if (language === "ar") await inArabic(context);
        const hydration = await watchHydration(page);
        await page.goto(path);
        await started(page);
        await page.waitForLoadState("networkidle");
        expect({ path, language, errors: hydration.consoleErrors, pageErrors: pageErrors(page) }).toEqual({ path, language, errors: [], pageErrors: [] });
        expect({ path, language, kept: await hydration.kept() }).toEqual({ path, language, kept: true });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await context.close();
      }
    }
  });

  it("sends a signed-in owner's recipe page and favourites with their content and her avatar, in both languages", async () => {
    const { context, page } = await withoutScripts(browser);
    await signUp(context);
    await page.goto("/recipe/1");
    const title = await page.locator("h1").textContent();
    expect(title?.length).toBeGreaterThan(2);
    expect(await page.getByRole("heading", { name: "Ingredients" }).count()).toBe(1);
    expect(await page.title()).toBe(`${title} · Wasfa`);
    expect(await firstPictures(page)).toEqual([await page.getByRole("img", { name: title! }).getAttribute("src")]);
    // Signed-in chrome from the first byte: no "Log in" button to flash.
    expect(await page.getByRole("button", { name: "Log in", exact: true }).count()).toBe(0);
    await page.goto("/favorites");
    expect(await page.locator("h1").textContent()).toBe("Favorite recipes");

    await inArabic(context);
    await page.goto("/recipe/1");
    expect(await page.locator("h1").textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await page.getByRole("heading", { name: "المكونات" }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await context.close();
  });

  it("renders a signed-in page from what pages like it read before, the same as the first time", async () => {
    const { context } = await withoutScripts(browser);
    await signUp(context);
    // The first render of each reveals its readings a round at a time; the next ones ask for them all at once.
    for (const [first, again] of [["/", "/"], ["/browse", "/browse"], ["/recipe/2", "/recipe/3"], ["/favorites", "/favorites"]]) {
      const firstTime = await (await context.request.get(first!)).text();
      const withWhatItLearned = await (await context.request.get(again!)).text();
      if (first === again) expect(drawnPage(withWhatItLearned)).toEqual(drawnPage(firstTime));
      else expect(drawnPage(withWhatItLearned).keys).toEqual(drawnPage(firstTime).keys.map((key) => key.replace("/2", "/3")));
      expect(drawnPage(withWhatItLearned).keys).toContain("/api/account");
    }
    // Browse's results are pages (an infinite query): never learned as a plain reading of their address.
    const browse = drawnPage(await (await context.request.get("/browse")).text());
    expect(browse.readings.find((reading) => reading.includes("/api/recipes/search"))).toMatch(/"pages":\[/);
    const recipe = await (await context.request.get("/recipe/4")).text();
    expect(recipe).toContain('"queryKey":["/api/recipes/4"]');
    expect(recipe).not.toContain('"queryKey":["/api/recipes/3"]');
    await context.close();
  });

  it("renders each owner's pages with her own account and favourites when several owners' pages are rendered at once", async () => {
    // The API calls of one page share one session lookup (decision 0078): never another owner's.
    const owners = await Promise.all(
      [1, 2, 3].map(async (recipeId) => {
        const { context } = await withoutScripts(browser);
        await signUp(context);
        const favourite = await context.request.post("/api/favorites", { data: { recipeId }, headers: { origin: inject("baseUrl") } });
        expect(favourite.status(), await favourite.text()).toBeLessThan(300);
        const account = (await (await context.request.get("/api/account")).json()) as { email: string };
        return { context, recipeId, email: account.email };
      }),
    );
    /** The favourites and the account's address the page carries for the browser to start from. */
    const readings = (html: string) => {
      const state = JSON.parse(html.split('<script type="application/json" id="server-state">')[1]!.split("</script>")[0]!) as {
        queries: { queries: { queryKey: string[]; state: { data: unknown } }[] };
      };
      const data = (key: string) => state.queries.queries.find((query) => query.queryKey[0] === key)?.state.data;
      return { favourites: data("/api/favorites"), email: (data("/api/account") as { email?: string } | undefined)?.email };
    };
    for (const path of ["/", "/browse", "/recipe/4", "/", "/browse"]) {
      const pages = await Promise.all(owners.map(async (owner) => readings(await (await owner.context.request.get(path)).text())));
      expect(pages).toEqual(owners.map((owner) => ({ favourites: { [String(owner.recipeId)]: true }, email: owner.email })));
    }
    await Promise.all(owners.map((owner) => owner.context.close()));
  });

  /** A new owner opens each of `paths` in each language: hydration keeps the server's nodes, with no warning. */
  async function expectOwnerHydrates(paths: string[]) {
    for (const language of ["en", "ar"] as const) {
      const { context, page } = await newVisitor(browser);
      await signUp(context);
      await context.addInitScript(() => sessionStorage.setItem("hasSeenHelperDialog", "true"));
      if (language === "ar") await inArabic(context);
      const hydration = await watchHydration(page);
      for (const path of paths) {
        await page.goto(path);
        await started(page);
        await page.waitForLoadState("networkidle");
        expect({ path, language, errors: hydration.consoleErrors, pageErrors: pageErrors(page) }).toEqual({ path, language, errors: [], pageErrors: [] });
        expect({ path, language, kept: await hydration.kept() }).toEqual({ path, language, kept: true });
      }
      await context.close();
    }
  }

  it("hydrates a signed-in owner's home (its Today drawn in the browser on a first visit, by the server once the app has said her time zone), recipe page and favourites without a warning", async () => {
    await expectOwnerHydrates(["/", "/recipe/1", "/favorites", "/"]);
  });

  it("sends a signed-in owner's account page with her subscription, and hydrates every tab without a warning, in both languages", async () => {
    const { context, page } = await withoutScripts(browser);
    await signUp(context);
    await page.goto("/account?tab=subscription");
    expect(await page.locator("h1").textContent()).toBe("Account");
    expect(await page.getByRole("heading", { level: 2, name: "Free Trial Active" }).count()).toBe(1);
    // The date as the server can know it: the owner's country (here none: the Emirates) and UTC.
    expect(await page.getByText(/^Trial ends \d{1,2} \w+ \d{4}/).count()).toBe(1);
    await inArabic(context);
    await page.goto("/account?tab=subscription");
    expect(await page.locator("h1").textContent()).toBe("الحساب");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await context.close();

    // Every tab: the profile's country list, the helper's details, the sent shares and the subscription's dates.
    await expectOwnerHydrates(["profile", "helper", "sent", "subscription"].map((tab) => `/account?tab=${tab}`));
  });

  it("previews home, /browse and a cuisine link in the visitor's language: Open Graph and Twitter card tags", async () => {
    const { context, page } = await withoutScripts(browser);
    const tags = () =>
      page.evaluate(() =>
        Object.fromEntries(
          Array.from(document.querySelectorAll("meta[property^='og:'], meta[name^='twitter:'], meta[name='description']")).map((tag) => [
            tag.getAttribute("property") ?? tag.getAttribute("name"),
            tag.getAttribute("content"),
          ]),
        ),
      );
    const base = inject("baseUrl");
    await page.goto("/");
    expect(await tags()).toMatchObject({ "og:url": `${base}/`, "og:image": `${base}/preview.png`, "twitter:card": "summary_large_image" });
    expect((await tags())["og:title"]).toContain("Wasfa");
    expect((await page.request.get(`${base}/preview.png`)).headers()["content-type"]).toBe("image/png");
    await page.goto("/browse?cuisine=indian&sort=newest");
    expect(await tags()).toMatchObject({ "og:url": `${base}/browse?cuisine=indian`, "og:title": "Indian recipes · Wasfa" });
    expect((await tags())["og:description"]).toContain("Indian dishes");
    await page.goto("/?cuisine=khaleeji");
    expect((await tags())["og:title"]).toBe("Khaleeji recipes · Wasfa");

    await inArabic(context);
    await page.goto("/?cuisine=khaleeji");
    const arabic = await tags();
    expect(arabic["og:title"]).toBe("وصفات المطبخ: خليجي · وصفة");
    expect(arabic["og:description"]).toMatch(/[\u0600-\u06FF]/);
    expect(arabic["twitter:title"]).toBe(arabic["og:title"]);
    await page.goto("/browse");
    expect((await tags())["og:title"]).toBe("تصفّح الوصفات · وصفة");
    await context.close();
  });

  it("keeps the escaping of the data the page carries: no markup breaks out of its data block", async () => {
    const { context, page } = await newVisitor(browser);
    const response = await page.request.get("/browse?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    const html = await response.text();
    const block = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain("<");
    expect(html).not.toContain("<script>alert(1)");
    await context.close();
  });
});
