import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone, steadyTimeZone, todayIn } from "./support/browser";
import { signedInAdmin, signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

type Translation = { title: string; instructions: string[] };
type ShoppingList = { groups: { lines: { key: string; text: string }[] }[] };

const inLanguage = (code: string) => JSON.parse(readFileSync(`catalog/translations/${code}.json`, "utf8")) as Record<string, Translation>;
const hindi = inLanguage("hi");
const arabic = inLanguage("ar");
const hindiTexts = JSON.parse(readFileSync("catalog/helper-texts/hi.json", "utf8")) as Record<string, string>;
const machboos = { slug: "chicken-machboos", title: "Chicken Machboos" };
const lentilSoup = { slug: "mercimek-corbasi", title: "Mercimek Çorbası (Red Lentil Soup)" };
const narrow = { width: 320, height: 640 };
const origin = () => ({ origin: inject("baseUrl") });

const longDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
/** A toast on screen holding `text`, in the notification area (not its announcer, which speaks the same words). */
const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /^(Notifications|الإشعارات)/ })
    .getByRole("listitem")
    .filter({ hasText: text });
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function saveHelper(page: Page, language: string) {
  const saved = await page.request.post("/api/account/update-phone", {
    data: { helperFirstName: "Priya", domesticWorkerPhone: "+971501234567", preferredLanguage: language },
    headers: origin(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function recipeIdOf(page: Page, title: string) {
  const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  return recipes.find((recipe) => recipe.title === title)!.id;
}

/** The plan as saved for the week from `from`: "date slot title". */
async function savedPlan(page: Page, from: string) {
  const response = await page.request.get(`/api/menu?from=${from}&days=7`);
  return ((await response.json()) as { entries: { date: string; slot: string; recipe: { title: string } }[] }).entries.map(
    (entry) => `${entry.date} ${entry.slot} ${entry.recipe.title}`,
  );
}

/** Decision 0071: the week's menu in the daily flow — "Add to menu", today on the signed-in home, and the list sent alone. */
describe("the menu in the daily flow", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("adds a dish from a card and one from a recipe page in two taps on a phone, shows them today on home, and sends the week's list alone in Hindi", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, timezoneId: steadyTimeZone() });
    await saveHelper(page, "hi");
    await page.goto("/browse?q=machboos");
    const today = await todayIn(page);
    const clicks: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/analytics/recipe-click") && clicks.push(request.url()));

    // A card: its "Add to menu" beside the heart; today, then lunch; a toast says where it went.
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: machboos.title, exact: true }) });
    await card.getByRole("button", { name: `Add ${machboos.title} to the menu` }).click();
    const picker = page.getByRole("dialog", { name: "Add to the menu" });
    await picker.getByRole("group", { name: "Which day?" }).getByRole("button", { name: /^Today/ }).click();
    await picker.getByRole("group", { name: `Which meal on ${longDay(today, "en")}?` }).waitFor();
    await expectAccessible(page);
    await picker.getByRole("button", { name: /^Lunch/ }).click();
    await picker.waitFor({ state: "detached" });
    await toast(page, `Added to Lunch, ${longDay(today, "en")}`).waitFor();
    expect(await savedPlan(page, today)).toEqual([`${today} lunch ${machboos.title}`]);
    // The button is no part of the card's link: it neither opened the recipe nor counted a click. The link still does.
    expect(page.url()).toMatch(/\/browse\?q=machboos$/);
    expect(clicks).toEqual([]);
    await card.getByRole("link", { name: machboos.title }).click();
    await page.waitForURL(/\/recipe\/\d+$/);
    await expect.poll(() => clicks.length).toBe(1);

    // A recipe page: today again, dinner; "View menu" opens that day's menu.
    await page.goto(`/recipe/${await recipeIdOf(page, lentilSoup.title)}`);
    await page.getByRole("button", { name: "Add to menu" }).click();
    await picker.getByRole("button", { name: /^Today/ }).click();
    // The meals say what they already hold.
    await picker.getByRole("button", { name: /^Lunch/ }).getByText(machboos.title).waitFor();
    await picker.getByRole("button", { name: /^Dinner/ }).click();
    await page.getByRole("link", { name: "View menu" }).click();
    await page.waitForURL(/\/menu\?day=/);
    const todayCard = page.getByRole("region", { name: new RegExp(longDay(today, "en").split(",")[0]!) });
    await todayCard.getByRole("link", { name: lentilSoup.title }).waitFor();
    expect(await savedPlan(page, today)).toEqual([`${today} lunch ${machboos.title}`, `${today} dinner ${lentilSoup.title}`]);

    // Home opens on today: the day's dishes, each a link to its recipe, and the week's list, before the hero. The
    // app has told the server where the owner is (its time-zone cookie), so the server draws her day itself, in
    // the HTML (decision 0088); without it, the server sends the frame and the browser fills it.
    const todayInHtml = async () => {
      const html = await (await page.request.get("/")).text();
      expect(html).toMatch(/<h2 id="today-heading"[^>]*>Today</);
      return page.evaluate((html) => new DOMParser().parseFromString(html, "text/html").getElementById("today-heading")!.closest("section")!.textContent, html);
    };
    expect(await todayInHtml()).toContain(lentilSoup.title);
    expect(await todayInHtml()).toContain(machboos.title);
    await context.clearCookies({ name: "time-zone" });
    expect(await todayInHtml()).not.toContain(lentilSoup.title);
    await page.goto("/");
    const todaySection = page.getByRole("region", { name: "Today", exact: true });
    const meals = todaySection.getByRole("region", { name: "Today's meals" });
    await meals.getByRole("link", { name: machboos.title }).waitFor();
    expect(await meals.getByRole("link", { name: lentilSoup.title }).getAttribute("href")).toBe(`/recipe/${await recipeIdOf(page, lentilSoup.title)}`);
    const week = (await (await page.request.get(`/api/menu/shopping-list?from=${today}&days=7&lang=en`)).json()) as ShoppingList;
    const things = week.groups.flatMap((group) => group.lines).length;
    await todaySection.getByRole("link", { name: new RegExp(`^${things} items to buy`) }).waitFor();
    const order = await page.evaluate(() => {
      const today = document.getElementById("today-heading")!.getBoundingClientRect().top;
      const hero = document.querySelector("h1")!.getBoundingClientRect().top;
      return today < hero;
    });
    expect(order).toBe(true);
    await expectAccessible(page);

    // "See the list" opens the week's list; "just the shopping" sends it alone: the list, no meal and no step.
    await todaySection.getByRole("link", { name: /See the list/ }).click();
    await page.waitForURL(/\/menu\?list=week/);
    const shopping = page.getByRole("region", { name: "Shopping list" });
    expect(await shopping.getByRole("button", { name: "The whole week" }).getAttribute("aria-pressed")).toBe("true");
    await shopping.getByRole("checkbox").first().waitFor();
    const inHindi = (
      (await (await page.request.get(`/api/menu/shopping-list?from=${today}&days=7&lang=hi`)).json()) as ShoppingList
    ).groups.flatMap((group) => group.lines);
    const { text } = await captureWhatsApp(context, page, () => shopping.getByRole("button", { name: "Send just the shopping list" }).click());
    expect(text.split("\n")[0]).toContain(hindiTexts.shoppingList!);
    for (const line of inHindi) expect(text).toContain(`• ${line.text}`);
    expect(text).toContain(hindiTexts.shoppingHint!);
    expect(text).toMatch(/\/h\/[\w-]{22}$/);
    for (const slug of [machboos.slug, lentilSoup.slug]) {
      expect(text).not.toContain(hindi[slug]!.title);
      for (const step of hindi[slug]!.instructions) expect(text).not.toContain(step);
    }
    expect(text).not.toMatch(/#r\d/);
    // It is among the sent links, and home says so.
    await page.goto("/");
    await page.getByRole("region", { name: "Last sent" }).getByText(/^Shopping list · /).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("does the same in Arabic on a phone, by keyboard too, and fits 320 px", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, language: "ar", timezoneId: steadyTimeZone() });
    await saveHelper(page, "fil");
    await page.goto("/browse?q=machboos");
    const today = await todayIn(page);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    // By keyboard: the card's button, Enter; the days are named in Arabic; Escape closes and focus comes back.
    const title = arabic[machboos.slug]!.title;
    const add = page.getByRole("button", { name: `أضف ${title} إلى قائمة الطعام` });
    await add.focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "أضف إلى قائمة الطعام" });
    await picker.getByRole("button", { name: /^اليوم/ }).waitFor();
    await picker.getByRole("button", { name: /^غدًا/ }).waitFor();
    await page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await picker.getByRole("button", { name: /^غدًا/ }).focus();
    await page.keyboard.press("Enter");
    // The second tap's choices have the focus, under their question.
    await picker.getByRole("group", { name: `أي وجبة يوم ${longDay(tomorrow, "ar")}؟` }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^الفطور/);
    await picker.getByRole("button", { name: /^العشاء/ }).click();
    await toast(page, `أُضيف إلى العشاء، ${longDay(tomorrow, "ar")}`).waitFor();
    expect(await savedPlan(page, today)).toEqual([`${tomorrow} dinner ${machboos.title}`]);

    // A recipe page: today's lunch.
    await page.goto(`/recipe/${await recipeIdOf(page, lentilSoup.title)}`);
    await page.getByRole("button", { name: "أضف إلى قائمة الطعام" }).click();
    await picker.getByRole("button", { name: /^اليوم/ }).click();
    await picker.getByRole("button", { name: /^الغداء/ }).click();
    await page.getByRole("link", { name: "عرض القائمة" }).waitFor();

    // Home: today's lunch in Arabic; tomorrow's dinner is not today's.
    await page.goto("/");
    const meals = page.getByRole("region", { name: "وجبات اليوم" });
    await meals.getByRole("link", { name: arabic[lentilSoup.slug]!.title }).waitFor();
    expect(await meals.getByRole("link", { name: title }).count()).toBe(0);
    await expectAccessible(page);

    // The menu in the bottom bar; home and the picker fit 320 px.
    await page.setViewportSize(narrow);
    const bar = page.getByRole("navigation", { name: "تنقل سريع" });
    await bar.getByRole("link", { name: "قائمة الطعام" }).waitFor();
    for (const item of await bar.getByRole("listitem").all()) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(narrow.width);
    }
    expect(await fitsWidth(page)).toBe(true);
    await page.goto("/browse?q=machboos");
    await add.click();
    await picker.getByRole("button", { name: /^اليوم/ }).click();
    await picker.getByRole("button", { name: /^الغداء/ }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.keyboard.press("Escape");

    // Just the shopping, in Filipino.
    await page.goto("/menu?list=week");
    const { text } = await captureWhatsApp(context, page, () => page.getByRole("button", { name: "أرسل قائمة المشتريات فقط" }).click());
    const inFilipino = (
      (await (await page.request.get(`/api/menu/shopping-list?from=${today}&days=7&lang=fil`)).json()) as ShoppingList
    ).groups.flatMap((group) => group.lines);
    for (const line of inFilipino) expect(text).toContain(`• ${line.text}`);
    expect(text).not.toMatch(/#r\d/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("keeps a dish added from another tab when the menu page open in this one saves its next change", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, timezoneId: steadyTimeZone() });
    const today = await todayIn(page);
    const saved = await page.request.put("/api/menu", {
      data: { from: today, days: 7, entries: [{ date: today, slot: "lunch", recipeId: await recipeIdOf(page, machboos.title), servings: 6 }] },
      headers: origin(),
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto("/menu");
    const todayCard = page.getByRole("region", { name: new RegExp(longDay(today, "en").split(",")[0]!) });
    await todayCard.getByText("6 servings").waitFor();

    // Another tab adds tonight's dinner, as its "Add to menu" does.
    const other = await context.newPage();
    const added = await other.request.post("/api/menu/entries", {
      data: { date: today, slot: "dinner", recipeId: await recipeIdOf(other, lentilSoup.title) },
      headers: origin(),
    });
    expect(added.status(), await added.text()).toBe(201);
    await other.close();

    // Back on this tab: the plan is read again, and her next change keeps the other tab's dish.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await todayCard.getByRole("link", { name: lentilSoup.title }).waitFor();
    await todayCard.getByRole("button", { name: `More servings of ${machboos.title}` }).click();
    await expect
      .poll(async () => (await (await page.request.get(`/api/menu?from=${today}&days=7`)).json()) as { entries: { slot: string; servings: number }[] })
      .toMatchObject({ entries: [{ slot: "lunch", servings: 7 }, { slot: "dinner" }] });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("keeps home as it was for a guest, and tells an owner whose subscription has ended what the recipe page would", async () => {
    const guest = await newVisitor(browser, phone);
    await guest.page.goto("/");
    await guest.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await guest.page.getByRole("region", { name: "Today", exact: true }).count()).toBe(0);
    expect(await guest.page.locator("#today-heading").count()).toBe(0);
    expect(await (await guest.page.request.get("/")).text()).not.toContain("today-heading");
    await guest.page.getByRole("article").first().waitFor();
    expect(await guest.page.getByRole("button", { name: /to the menu$/ }).count()).toBe(0);
    await guest.context.close();

    const { context, page } = await signedInVisitor(browser, { viewport: phone, timezoneId: steadyTimeZone() });
    // Her trial has ended (an admin sets it so, as docs/spec.md §4 allows).
    const account = (await (await context.request.get("/api/account")).json()) as { id: number };
    const admin = await signedInAdmin(browser);
    const patched = await admin.page.request.patch(`/api/admin/users/${account.id}/subscription`, {
      data: { subscriptionStatus: "trial", trialEndsAt: new Date(Date.now() - 60_000).toISOString() },
      headers: origin(),
    });
    expect(patched.status(), await patched.text()).toBe(200);
    await admin.context.close();
    await page.goto("/browse?q=machboos");
    await page.getByRole("button", { name: `Add ${machboos.title} to the menu` }).click();
    await toast(page, "Subscription Frozen").getByRole("link", { name: "Reactivate" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Her home still opens on today, and says how to see the list again.
    await page.goto("/");
    await page.getByRole("link", { name: "Reactivate your subscription to see what to buy." }).waitFor();
    await context.close();
  });
});
