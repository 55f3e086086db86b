import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "../common/menu";
import { dayIn } from "../common/time-zone";
import { launchBrowser, newVisitor, pageErrors, steadyTimeZone } from "./support/browser";
import { drawnPage, inArabic, signUp, started, watchHydration, withoutScripts } from "./support/first-paint";

/*
 * The week's menu and her own recipes come rendered from the server too (decision 0089): /menu for the owner's day
 * once her browser has said where she is (its time-zone cookie, decision 0088), its frame before that; /my-recipes
 * always. With JavaScript on, React takes that HTML over as it is.
 */

const origin = () => ({ origin: inject("baseUrl") });
type Menu = { entries: { date: string; recipe: { title: string } }[] };
type ShoppingList = { groups: { lines: { key: string; text: string }[] }[] };

/** Plans a dish for lunch today and one for dinner tomorrow, through the API as the menu page saves (PUT of the week). */
async function planTwoDays(context: BrowserContext, today: string) {
  const recipes = (await (await context.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  const [first, second] = [recipes[0]!, recipes[1]!];
  const entries = [
    { date: today, slot: "lunch", recipeId: first.id, servings: 4 },
    { date: addDays(today, 1), slot: "dinner", recipeId: second.id, servings: 2 },
  ];
  const put = await context.request.put("/api/menu", { data: { from: today, days: 7, entries }, headers: origin() });
  expect(put.status(), await put.text()).toBe(200);
  return { first, second };
}

/** One recipe of her own, as the editor saves it. */
async function writeRecipe(context: BrowserContext) {
  const recipe = { title: "Grandmother's Harees", description: "Wheat and lamb.", cuisineType: "Khaleeji", difficulty: "Medium", prepTime: 20, cookTime: 180, servings: 6 };
  const created = await context.request.post("/api/my-recipes", {
    data: { ...recipe, ingredients: ["2 cups wheat", "1 kg lamb"], instructions: ["Cook it all slowly."] },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  return recipe.title;
}

/** The lines of the shopping list the API answers for a range. */
async function listLines(context: BrowserContext, from: string, days: number, lang = "en") {
  const list = (await (await context.request.get(`/api/menu/shopping-list?from=${from}&days=${days}&lang=${lang}`)).json()) as ShoppingList;
  return list.groups.flatMap((group) => group.lines);
}

const dayCard = (page: Page, date: string) => page.locator(`section[aria-labelledby="day-${date}"]`);
const shopping = (page: Page) => page.getByRole("region", { name: /^(Shopping list|قائمة المشتريات)$/ });
const pressed = (page: Page) => shopping(page).locator('[aria-pressed="true"]').textContent();
const weekday = (date: string, language = "en") => new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/**
 * A time zone whose date is not the server's (this machine's) right now, and whose day has hours left: Kiritimati
 * (UTC+14) or UTC−12, 26 hours apart, so one of them is always on another date than any zone between, two hours or
 * more before its midnight.
 */
function zoneOnAnotherDay(now = new Date()) {
  const here = dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
  const hourIn = (timeZone: string) => Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(now));
  const zone = ["Pacific/Kiritimati", "Etc/GMT+12"].find((candidate) => dayIn(candidate, now) !== here && hourIn(candidate) < 22);
  if (!zone) throw new Error(`no time zone on another day than ${here}`);
  return zone;
}

describe("the week's menu and her own recipes in the first paint", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("sends her week on /menu for her day once her browser has said where she is, and only its frame before, with the deep links' day and list, in both languages", async () => {
    const { context, page } = await withoutScripts(browser);
    await signUp(context);
    const timeZone = steadyTimeZone();
    const today = dayIn(timeZone);
    const tomorrow = addDays(today, 1);
    const { first, second } = await planTwoDays(context, today);

    // A first visit: the server cannot know her day, so the page's frame, the week left to the browser.
    await page.goto("/menu");
    expect(await page.locator("h1").textContent()).toBe("This week's menu");
    expect(await page.getByText(first.title).count()).toBe(0);
    expect(await page.locator("main [role=status]").count()).toBeGreaterThan(0);

    // Her browser has said where she is: her week, today first and chosen, with the day's list and the send.
    await context.addCookies([{ name: "time-zone", value: timeZone, url: inject("baseUrl") }]);
    await page.goto("/menu");
    expect(await dayCard(page, today).getByRole("link", { name: first.title }).count()).toBe(1);
    expect(await dayCard(page, today).getByText("Today", { exact: true }).count()).toBe(1);
    expect(await dayCard(page, tomorrow).getByRole("link", { name: second.title }).count()).toBe(1);
    expect(await page.locator("section[aria-labelledby^='day-']").count()).toBe(7);
    expect(await pressed(page)).toBe(weekday(today));
    const todayLines = await listLines(context, today, 1);
    expect(todayLines.length).toBeGreaterThan(0);
    expect(await shopping(page).getByRole("checkbox").count()).toBe(todayLines.length);
    expect(await shopping(page).getByRole("button", { name: "Send to your helper on WhatsApp" }).count()).toBe(1);

    // Drawn again from what the first render learned it reads (decision 0055): the same page, from the same readings.
    const [drawn, drawnAgain] = [drawnPage(await (await context.request.get("/menu")).text()), drawnPage(await (await context.request.get("/menu")).text())];
    expect(drawnAgain).toEqual(drawn);
    expect(drawn.keys).toEqual(expect.arrayContaining(["/api/account", `/api/menu?from=${today}&days=7`]));

    // Her day, not the server's: where it is already (or still) another date than on the server's clock.
    const farZone = zoneOnAnotherDay();
    await context.addCookies([{ name: "time-zone", value: farZone, url: inject("baseUrl") }]);
    await page.goto("/menu");
    expect(await dayCard(page, dayIn(farZone)).getByText("Today", { exact: true }).count(), farZone).toBe(1);
    expect(await page.locator("section[aria-labelledby^='day-']").first().getAttribute("aria-labelledby"), farZone).toBe(`day-${dayIn(farZone)}`);
    await context.addCookies([{ name: "time-zone", value: timeZone, url: inject("baseUrl") }]);

    // "View menu" after an add names its day; "See the list" the week's list: each drawn as the browser draws it.
    await page.goto(`/menu?day=${tomorrow}`);
    expect(await pressed(page)).toBe(weekday(tomorrow));
    expect(await shopping(page).getByRole("checkbox").count()).toBe((await listLines(context, tomorrow, 1)).length);
    await page.goto("/menu?list=week");
    expect(await pressed(page)).toBe("The whole week");
    expect(await shopping(page).getByRole("checkbox").count()).toBe((await listLines(context, today, 7)).length);
    // A day outside her week, or no day at all: today, as in the browser.
    for (const odd of ["/menu?day=2001-01-01", "/menu?day=%3Cscript%3E&list=nonsense"]) {
      const response = await page.goto(odd);
      expect(response?.status(), odd).toBe(200);
      expect(await pressed(page), odd).toBe(weekday(today));
    }

    await inArabic(context);
    await page.goto("/menu");
    const arabic = (await (await context.request.get(`/api/menu?from=${today}&days=7&lang=ar`)).json()) as Menu;
    const firstInArabic = arabic.entries.find((entry) => entry.date === today)!.recipe.title;
    expect(await page.locator("h1").textContent()).toBe("قائمة طعام الأسبوع");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await dayCard(page, today).getByRole("link", { name: firstInArabic }).count()).toBe(1);
    expect(await pressed(page)).toBe(weekday(today, "ar"));
    expect(await shopping(page).getByRole("checkbox").count()).toBe((await listLines(context, today, 1, "ar")).length);
    await context.close();
  });

  it("sends her own recipes on /my-recipes, and the ways to add one before she has any, in both languages; a guest gets the log-in prompt and nobody's data", async () => {
    const { context, page } = await withoutScripts(browser);
    await signUp(context);
    await page.goto("/my-recipes");
    expect(await page.locator("h1").textContent()).toBe("My recipes");
    expect(await page.getByText("No recipes of your own yet").count()).toBe(1);
    expect(await page.getByRole("link", { name: /Write it/ }).count()).toBe(1);

    const title = await writeRecipe(context);
    await page.goto("/my-recipes");
    expect(await page.locator("article").getByRole("heading", { name: title }).count()).toBe(1);
    expect(await page.getByRole("link", { name: `Edit ${title}` }).count()).toBe(1);
    await inArabic(context);
    await page.goto("/my-recipes");
    expect(await page.locator("h1").textContent()).toBe("وصفاتي");
    expect(await page.locator("article").getByRole("heading", { name: title }).count()).toBe(1);
    await context.close();

    // A guest (her time zone said or not): the log-in prompt, and no one's recipes or menu in the page or its data.
    const guest = await withoutScripts(browser);
    await guest.context.addCookies([{ name: "time-zone", value: "Asia/Dubai", url: inject("baseUrl") }]);
    for (const path of ["/my-recipes", "/menu", "/menu?list=week"]) {
      const response = await guest.page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await guest.page.getByRole("heading", { name: "Log in to continue" }).count(), path).toBe(1);
      const html = await response!.text();
      expect(html, path).not.toContain(title);
      expect(html, path).not.toContain("/api/menu");
      expect(html, path).not.toContain('"ownerDay"');
    }
    await guest.context.close();
  });

  it("hydrates /menu (drawn in the browser on a first visit, by the server for her day after, its deep links too) and /my-recipes without a warning, keeping the server's days, list and cards, in both languages", async () => {
    const timeZone = steadyTimeZone();
    const today = dayIn(timeZone);
    for (const language of ["en", "ar"] as const) {
      const { context, page } = await newVisitor(browser, undefined, undefined, undefined, timeZone);
      await signUp(context);
      await planTwoDays(context, today);
      await writeRecipe(context);
      // "We have it" ticked in this browser for a line of today's list: the server cannot know it, the browser shows it.
      const ticked = (await listLines(context, today, 1, language))[0]!;
      await context.addInitScript(([key, line]) => localStorage.setItem(key!, JSON.stringify([line])), [`menu-have:${today}:1`, ticked.key]);
      await context.addInitScript(() => sessionStorage.setItem("hasSeenHelperDialog", "true"));
      if (language === "ar") await inArabic(context);
      const hydration = await watchHydration(page, { parts: "main section[aria-labelledby], main article" });
      // The first visit writes her time zone (the app, once it runs); every later page is drawn for her day.
      const paths: [string, boolean][] = [["/menu", false], ["/menu", true], [`/menu?day=${addDays(today, 1)}`, true], ["/menu?list=week", true], ["/my-recipes", true]];
      for (const [path, drawnByServer] of paths) {
        await page.goto(path);
        await started(page);
        await page.waitForLoadState("networkidle");
        expect({ path, language, errors: hydration.consoleErrors, pageErrors: pageErrors(page) }).toEqual({ path, language, errors: [], pageErrors: [] });
        expect({ path, language, kept: await hydration.kept() }).toEqual({ path, language, kept: true });
        const { sent, kept } = await hydration.keptParts();
        expect({ path, language, kept }).toEqual({ path, language, kept: sent });
        expect({ path, language, drawnByServer: sent > 0 }).toEqual({ path, language, drawnByServer });
      }
      await page.goto("/menu");
      await expect.poll(() => shopping(page).getByRole("checkbox", { name: ticked.text, exact: true }).isChecked()).toBe(true);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  });
});
