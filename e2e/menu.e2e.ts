import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktop, expectAccessible, launchBrowser, pageErrors, phone, steadyTimeZone, todayIn } from "./support/browser";
import { signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

type ShoppingList = { groups: { aisle: string; lines: { key: string; text: string }[] }[] };
type Translation = { title: string };

const hindi = JSON.parse(readFileSync("catalog/translations/hi.json", "utf8")) as Record<string, Translation>;
const hindiTexts = JSON.parse(readFileSync("catalog/helper-texts/hi.json", "utf8")) as Record<string, string>;
const machboos = { title: "Chicken Machboos", hindi: hindi["chicken-machboos"]!.title };
const lentilSoup = { title: "Mercimek Çorbası (Red Lentil Soup)", hindi: hindi["mercimek-corbasi"]!.title };
const origin = () => ({ origin: inject("baseUrl") });

const weekdayOf = (date: string, language = "en") => new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

async function saveHelper(page: Page, language: string) {
  const saved = await page.request.post("/api/account/update-phone", {
    data: { helperFirstName: "Priya", domesticWorkerPhone: "+971501234567", preferredLanguage: language },
    headers: origin(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Adds a dish to a meal of a day through the add dialog's search, as the owner does. */
async function addDish(page: Page, slot: string, day: string, search: string, title: string) {
  await page.getByRole("button", { name: `Add a dish to ${slot}, ${day}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox", { name: "Search recipes" }).fill(search);
  await dialog.getByRole("button", { name: new RegExp(title.replace(/[()]/g, "\\$&")) }).first().click();
  await dialog.waitFor({ state: "detached" });
}

/** The plan as saved, once the page's saves are over. */
async function savedPlan(page: Page, from: string) {
  const response = await page.request.get(`/api/menu?from=${from}&days=7`);
  return ((await response.json()) as { entries: { date: string; slot: string; servings: number; recipe: { title: string } }[] }).entries.map(
    (entry) => `${entry.date} ${entry.slot} ${entry.recipe.title} ${entry.servings}`,
  );
}

describe("the week's menu", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("plans lunch and dinner for today on a phone, leaves out what the house has, and sends her the day in Hindi; her menu page works offline", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, timezoneId: steadyTimeZone() });
    await saveHelper(page, "hi");
    await page.goto("/menu");
    const today = await todayIn(page);
    const day = weekdayOf(today);
    await page.getByText(`Nothing planned for ${day} — add a dish`).waitFor();

    await addDish(page, "Lunch", day, "machboos", machboos.title);
    await addDish(page, "Dinner", day, "lentil", lentilSoup.title);
    const today_ = page.getByRole("region", { name: new RegExp(day) });
    await today_.getByText("6 servings").waitFor();
    await today_.getByText("4 servings").waitFor();
    await expect.poll(() => savedPlan(page, today)).toEqual([`${today} lunch ${machboos.title} 6`, `${today} dinner ${lentilSoup.title} 4`]);

    // The day's shopping list, one line per thing; the house has one thing already. Chosen so its Hindi text appears nowhere else.
    const shopping = page.getByRole("region", { name: "Shopping list" });
    await shopping.getByRole("checkbox").first().waitFor();
    const list = async (lang: string) =>
      ((await (await page.request.get(`/api/menu/shopping-list?from=${today}&days=1&lang=${lang}`)).json()) as ShoppingList).groups.flatMap((group) => group.lines);
    const english = await list("en");
    const inHindi = new Map((await list("hi")).map((line) => [line.key, line.text]));
    expect(english.length).toBeGreaterThan(3);
    const hindiTextsOf = [...inHindi.values()];
    const had = english.find((line) => {
      const text = inHindi.get(line.key)!;
      return hindiTextsOf.filter((other) => other.includes(text)).length === 1;
    })!;
    await shopping.getByRole("checkbox", { name: had.text, exact: true }).check();
    await expectAccessible(page);

    const { text } = await captureWhatsApp(context, page, () => page.getByRole("button", { name: "Send to Priya on WhatsApp" }).click());
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).toContain(machboos.hindi);
    expect(text).toContain(lentilSoup.hindi);
    expect(text).toContain(hindiTexts.shoppingList!);
    const links = text.match(/https?:\/\/\S+\/h\/[\w-]{22}\S*/g) ?? [];
    expect(links.filter((link) => link.includes("#"))).toHaveLength(2);
    for (const [key, line] of inHindi) {
      if (key === had.key) expect(text).not.toContain(line);
      else for (const part of line.split("\n")) expect(text).toContain(part);
    }
    expect(pageErrors(page)).toEqual([]);

    // "We have it" stays with the thing, not its place: removing a dish leaves the machboos's chicken ticked.
    const chicken = english.find((line) => line.key === "chicken")!;
    await shopping.getByRole("checkbox", { name: chicken.text, exact: true }).check();
    await today_.getByRole("button", { name: `Remove ${lentilSoup.title}` }).click();
    await expect.poll(() => savedPlan(page, today)).toEqual([`${today} lunch ${machboos.title} 6`]);
    await expect.poll(async () => (await list("en")).length).toBeLessThan(english.length);
    expect(await shopping.getByRole("checkbox", { name: chicken.text, exact: true }).isChecked()).toBe(true);

    // Her phone: the menu page, saved for offline, ticks off what she bought.
    const pageLink = links.find((link) => !link.includes("#"))!;
    const helper = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true, baseURL: inject("baseUrl"), timezoneId: steadyTimeZone() });
    const herPage = await helper.newPage();
    await herPage.goto(new URL(pageLink).pathname);
    expect(await herPage.locator("html").getAttribute("lang")).toBe("hi");
    await herPage.getByText(lentilSoup.hindi).first().waitFor();
    await expectAccessible(herPage);
    await expect.poll(() => herPage.locator("#offline-status").textContent(), { timeout: 15_000 }).toBe(hindiTexts.savedOffline);
    await helper.setOffline(true);
    await herPage.reload();
    await herPage.getByRole("heading", { level: 1 }).waitFor();
    const item = herPage.getByRole("checkbox").first();
    await item.check();
    expect(await item.isChecked()).toBe(true);
    await helper.close();
    await context.close();
  });

  it("moves a dish with Move, copies a day and changes servings on a phone in Arabic, and keeps it all after a reload", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, language: "ar", timezoneId: steadyTimeZone() });
    await saveHelper(page, "fil");
    const today = await todayIn(page);
    const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
    const id = (title: string) => recipes.find((recipe) => recipe.title === title)!.id;
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const put = await page.request.put("/api/menu", {
      data: { from: today, days: 7, entries: [{ date: today, slot: "lunch", recipeId: id(machboos.title), servings: 6 }] },
      headers: origin(),
    });
    expect(put.status(), await put.text()).toBe(200);
    await page.goto("/menu");
    const todayCard = page.getByRole("region", { name: new RegExp(weekdayOf(today, "ar")) });
    await todayCard.getByText("6 حصص").waitFor();
    await expectAccessible(page);

    // Servings: two quick taps, one save.
    const puts: string[] = [];
    page.on("request", (request) => request.method() === "PUT" && puts.push(request.url()));
    const more = todayCard.getByRole("button", { name: /حصص أكثر من/ });
    await more.click();
    await more.click();
    await todayCard.getByText("8 حصص").waitFor();
    await expect.poll(() => savedPlan(page, today)).toEqual([`${today} lunch ${machboos.title} 8`]);
    expect(puts).toHaveLength(1);

    // Move to dinner, by the dialog.
    await todayCard.getByRole("button", { name: /^نقل / }).click();
    const move = page.getByRole("dialog");
    await move.getByRole("radio", { name: "العشاء" }).check();
    await expectAccessible(page);
    await move.getByRole("button", { name: "انقل إلى هنا" }).click();
    await expect.poll(async () => (await savedPlan(page, today))[0]).toMatch(new RegExp(`^${today} dinner `));

    // Copy today to tomorrow.
    await todayCard.getByRole("button", { name: /^نسخ / }).click();
    const copy = page.getByRole("dialog");
    await copy.getByRole("combobox").selectOption(tomorrow);
    await copy.getByRole("button", { name: "نسخ", exact: true }).click();
    await expect.poll(async () => (await savedPlan(page, today)).length).toBe(2);

    await page.reload();
    await page.getByRole("region", { name: new RegExp(weekdayOf(today, "ar")) }).getByText("8 حصص").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("moves a dish by drag and drop on a desktop", async () => {
    // Tall enough that the day's every meal is on screen: a drag cannot leave the window.
    const { context, page } = await signedInVisitor(browser, { viewport: { ...desktop, height: 1500 }, timezoneId: steadyTimeZone() });
    await saveHelper(page, "fil");
    const today = await todayIn(page);
    const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
    const recipeId = recipes.find((recipe) => recipe.title === lentilSoup.title)!.id;
    await page.request.put("/api/menu", {
      data: { from: today, days: 7, entries: [{ date: today, slot: "breakfast", recipeId, servings: 4 }] },
      headers: origin(),
    });
    await page.goto("/menu");
    const todayCard = page.getByRole("region", { name: new RegExp(weekdayOf(today)) });
    // The mouse as a person moves it (a drag starts after a few pixels).
    const from = (await todayCard.getByRole("link", { name: lentilSoup.title }).boundingBox())!;
    const to = (await todayCard.getByRole("button", { name: /^Add a dish to Other/ }).boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
    await page.mouse.move(to.x + 20, to.y + 10, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await savedPlan(page, today))[0]).toBe(`${today} other ${lentilSoup.title} 4`);
    await expectAccessible(page);
    await context.close();
  });
});
