import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone, screenshot } from "./support/browser";
import { signedInAdmin, signedInVisitor } from "./support/session";

/** The phone screens, in English and Arabic. */
const narrow = { width: 320, height: 640 };
const origin = () => ({ origin: inject("baseUrl") });

async function recipeId(page: Page, title: string): Promise<number> {
  const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  const found = recipes.find((recipe) => recipe.title === title);
  if (!found) throw new Error(`no recipe ${title}`);
  return found.id;
}

async function withHelper(page: Page) {
  const saved = await page.request.post("/api/account/update-phone", {
    data: { helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" },
    headers: origin(),
  });
  expect(saved.status()).toBe(200);
}

/** True when nothing on the page reaches past the viewport's width (no sideways scrolling of the page). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The controls (buttons, links, fields, tabs) that show on the page but reach past its sides or are cut by a box
 * that hides what overflows it, unless they sit in a row meant to scroll sideways that says so (a list of cards).
 */
const outOfSight = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>("button, a[href], input:not([type=checkbox]):not([type=radio]):not([type=file]), select, textarea, [role=tab]");
    const scrollsSideways = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if ((style.overflowX === "auto" || style.overflowX === "scroll") && parent.scrollWidth > parent.clientWidth && parent.dataset.scrollRow !== undefined) return true;
      }
      return false;
    };
    return Array.from(controls)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === "hidden" || control.closest("[aria-hidden=true], .sr-only")) return false;
        return (box.left < -1 || box.right > window.innerWidth + 1) && !scrollsSideways(control);
      })
      .map((control) => `${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}"`);
  });

/** Whether an element's whole box is inside the viewport's width. */
const inView = async (locator: ReturnType<Page["locator"]>) => {
  const box = await locator.boundingBox();
  const width = await locator.page().evaluate(() => window.innerWidth);
  return box !== null && box.x >= -1 && box.x + box.width <= width + 1;
};

/** With PHONE_SCREENSHOTS=1, the page as it looks, in .tmp/phone-320 (to look at, not to compare). */
async function shoot(page: Page, name: string) {
  if (!process.env.PHONE_SCREENSHOTS) return;
  await page.screenshot({ path: `.tmp/phone-320/${name.replace(/[^\w-]+/g, "_")}.png` });
}

describe("phone screens", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const language of ["en", "ar"] as const) {
    it(`keeps Translate & Send and the favourite in reach in the first screen of a recipe page (${language}), with its tooltip pointing at it`, async () => {
      const { context, page } = await signedInVisitor(browser, { viewport: phone, language });
      await withHelper(page);
      await page.goto(`/recipe/${await recipeId(page, "Chicken Machboos")}`);
      const send = page.getByRole("button", { name: language === "ar" ? "ترجم وأرسل عبر واتساب" : "Translate & Send on WhatsApp" });
      await send.waitFor();
      const button = (await send.boundingBox())!;
      const bar = (await page.getByRole("navigation", { name: language === "ar" ? "تنقل سريع" : "Quick navigation" }).boundingBox())!;
      // In the first screen, above the bottom bar, without scrolling.
      expect(button.y).toBeGreaterThan(0);
      expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
      const favourite = (await page.getByRole("button", { name: /Chicken Machboos|مجبوس/ }).and(page.locator("[aria-pressed]")).boundingBox())!;
      expect(Math.abs(favourite.y + favourite.height / 2 - (button.y + button.height / 2))).toBeLessThan(4);

      // The first-time tooltip sits right above the button.
      const tooltip = page.getByRole("tooltip");
      await tooltip.waitFor();
      const tip = (await tooltip.boundingBox())!;
      expect(tip.y + tip.height).toBeLessThanOrEqual(button.y + 2);
      expect(tip.y + tip.height).toBeGreaterThan(button.y - 40);

      // Servings and difficulty are in the facts, and the action stays in reach at the end of the page.
      await page.getByText(language === "ar" ? "الحصص" : "Servings", { exact: true }).waitFor();
      await page.getByText(language === "ar" ? "الصعوبة" : "Difficulty", { exact: true }).waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await send.isVisible()).toBe(true);
      expect(await fitsWidth(page)).toBe(true);
      await expectAccessible(page);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it("shows the Arabic quantity 2½ with the whole number first, on the page", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, language: "ar" });
    await withHelper(page);
    await page.goto(`/recipe/${await recipeId(page, "Chicken Machboos")}`);
    const line = page.getByRole("listitem").filter({ hasText: "ملعقة صغيرة ملح" }).filter({ hasText: "½" }).first();
    await line.waitFor();
    // Where the "2" and the "½" land on screen: in a left-to-right quantity the 2 is to the left.
    const positions = await line.evaluate((element) => {
      // The line's text sits inside its isolating <bdi>: the text node that holds the quantity.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode()!;
      while (!text.textContent!.includes("½")) text = walker.nextNode()!;
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      const content = text.textContent!;
      return { two: at(content.indexOf("2")), half: at(content.indexOf("½")) };
    });
    expect(positions.two).toBeLessThan(positions.half);
    await context.close();
  });

  it("keeps home short on a phone: Popular and Quick & Easy scroll sideways, and results appear right under the search box", async () => {
    const { context, page } = await newVisitor(browser, phone);
    await page.goto("/");
    const popular = page.getByRole("region", { name: "Popular Recipes" }).getByRole("list");
    await popular.waitFor();
    const row = await popular.evaluate((list) => ({ scrolls: list.scrollWidth > list.clientWidth + 100, items: list.children.length }));
    expect(row.scrolls).toBe(true);
    expect(row.items).toBeGreaterThan(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4000);

    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.fill("chicken");
    const results = page.getByRole("heading", { name: "Search results" });
    await results.waitFor();
    const searchBox = (await box.boundingBox())!;
    const heading = (await results.boundingBox())!;
    // Right under the controls: less than one phone screen further down.
    expect(heading.y - searchBox.y).toBeLessThan(phone.height);
    await page.getByText(/^\d+ recipes? found$/).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it("limits the search box to the server's 200 characters, and says so when a longer search arrives by link", async () => {
    const { context, page } = await newVisitor(browser, phone);
    await page.goto("/browse");
    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.fill("a".repeat(5000));
    expect((await box.inputValue()).length).toBe(200);

    await page.goto(`/browse?q=${"a".repeat(5000)}`);
    const alert = page.getByRole("alert").filter({ hasText: "Please search with at most 200 characters." });
    await alert.waitFor();
    expect(await alert.getByRole("button").count()).toBe(0);

    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.reload();
    await page.getByRole("alert").filter({ hasText: "يُرجى البحث بما لا يزيد على 200 حرف." }).waitFor();
    await context.close();
  });

  it("shows Log in in the phone header to a returning visitor, down to 320 px, in both languages", async () => {
    for (const [language, name] of [
      ["en", "Login"],
      ["ar", "تسجيل الدخول"],
    ] as const) {
      const { context, page } = await newVisitor(browser, narrow);
      await page.goto("/");
      await page.evaluate((lang) => localStorage.setItem("app-language", lang), language);
      await page.reload();
      const login = page.getByRole("banner").getByRole("button", { name });
      await login.click();
      await page.getByRole("dialog").waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await context.close();
    }
  });

  it("never runs the name and Beta badge under the header's buttons, from 320 to 480 px, in both languages", async () => {
    for (const language of ["en", "ar"] as const) {
      const { context, page } = await newVisitor(browser, narrow);
      await context.addCookies([{ name: "app-language", value: language, url: inject("baseUrl") }]);
      await page.goto("/browse");
      for (let width = 320; width <= 480; width += 10) {
        await page.setViewportSize({ width, height: 700 });
        // What of the brand link shows (its box clips what wrapped away) must end before the buttons begin.
        const overlap = await page.evaluate(() => {
          const banner = document.querySelector("header")!;
          const link = banner.querySelector("a")!.getBoundingClientRect();
          const buttons = Array.from(banner.querySelectorAll("button")).filter((button) => button.getBoundingClientRect().width > 0);
          const shown = Array.from(banner.querySelector("a")!.children).map((child) => child.getBoundingClientRect()).filter((box) => box.top < link.bottom - 1);
          return shown.some((box) => buttons.some((button) => {
            const b = button.getBoundingClientRect();
            return box.left < b.right && b.left < box.right && box.top < b.bottom && b.top < box.bottom;
          }));
        });
        expect({ language, width, overlap }).toEqual({ language, width, overlap: false });
      }
      await context.close();
    }
  });

  it("fits every page into a 320 px wide screen, in English and Arabic: no sideways scrolling, no control or label cut or pushed out", async () => {
    const { context, page } = await signedInAdmin(browser, narrow);
    await withHelper(page);
    const id = await recipeId(page, "Chicken Machboos");
    const checkout = (await (await page.request.post("/api/subscription", { headers: origin() })).json()) as { checkoutUrl: string };
    const checkoutPath = new URL(checkout.checkoutUrl).pathname + new URL(checkout.checkoutUrl).search;
    const mine = await page.request.post("/api/my-recipes", {
      data: { title: "Aunty Leela's dal", servings: 4, ingredients: ["1 cup red lentils", "2 cups water"], instructions: ["Boil the lentils in the water for 20 minutes."] },
      headers: origin(),
    });
    expect(mine.status(), await mine.text()).toBe(201);
    const shared = await page.request.post("/api/shares", { data: { recipeId: id }, headers: origin() });
    expect(shared.status(), await shared.text()).toBe(201);
    const herPage = new URL(((await shared.json()) as { url: string }).url).pathname;
    // Her replies (decision 0085): with a number of the owner's own her page offers Reply, and her own words give the
    // owner a page to read them on.
    const numbered = await page.request.post("/api/account/update-details", { data: { firstName: "Sara", lastName: "Haddad", ownerPhone: "+971559876543" }, headers: origin() });
    expect(numbered.status(), await numbered.text()).toBe(200);
    const replied = await page.request.post(`${herPage}/reply`, { form: { phrase: "own", text: "Ubos na ang sibuyas, bibili ako ng 2 kilo?" }, maxRedirects: 0 });
    expect(replied.status()).toBe(303);
    const readReply = new URL(/\S+\/replies\/read#\S+/.exec(new URL(replied.headers().location!).searchParams.get("text") ?? "")![0]);
    const signedIn = [
      "/",
      "/browse",
      `/recipe/${id}`,
      "/favorites",
      "/menu",
      "/my-recipes",
      "/my-recipes/new",
      "/my-recipes/new?from=paste",
      "/my-recipes/new?from=link",
      `/my-recipes/${((await mine.json()) as { id: number }).id}/edit`,
      "/account",
      "/account?tab=helper",
      "/account?tab=sent",
      "/account?tab=subscription",
      "/change-password",
      "/admin?tab=users",
      "/admin?tab=recipes",
      "/admin?tab=stats",
      herPage,
      `${herPage}#reply`,
      readReply.pathname + readReply.hash,
      "/no-such-page",
    ];
    const guest = ["/", "/browse", "/forgot-password", "/reset-password?email=a%40b.c&token=x", "/verify-email?email=a%40b.c&token=x", "/login-link?email=a%40b.c&token=x", herPage, "/no-such-page"];
    const visitor = await newVisitor(browser, narrow);
    for (const language of ["en", "ar"] as const) {
      for (const [who, tab, routes] of [
        ["owner", page, [...signedIn, checkoutPath.replace(/lang=\w+/, `lang=${language}`)]],
        ["guest", visitor.page, guest],
      ] as const) {
        await tab.goto("/");
        await tab.evaluate((lang) => localStorage.setItem("app-language", lang), language);
        for (const route of routes) {
          await tab.goto(route);
          await tab.waitForLoadState("networkidle");
          const where = `${language} ${who} ${route}`;
          expect.soft(await fitsWidth(tab), where).toBe(true);
          expect.soft(await outOfSight(tab), where).toEqual([]);
          await shoot(tab, `${language}-${who}-${route}`);
        }
      }
    }
    await visitor.context.close();
    await context.close();
  }, 400_000); // about sixty pages in two languages, each until the network is idle

  for (const language of ["en", "ar"] as const) {
    it(`keeps Translate & Send beside the favourite, every account tab and every day's name whole on a 320 px phone (${language})`, async () => {
      const { context, page } = await signedInVisitor(browser, { viewport: narrow, language });
      await withHelper(page);
      await page.goto(`/recipe/${await recipeId(page, "Chicken Machboos")}`);
      const actions = page.getByTestId("recipe-actions");
      await actions.getByRole("button").nth(1).waitFor();
      for (const control of await actions.getByRole("button").all()) expect(await inView(control), (await control.textContent()) ?? "").toBe(true);
      expect(await actions.getByRole("button").count()).toBe(2);

      await page.goto("/account");
      const tabs = page.getByRole("tab");
      expect(await tabs.count()).toBe(5); // Household among them (decision 0082)
      for (const tab of await tabs.all()) expect(await inView(tab), (await tab.textContent()) ?? "").toBe(true);
      await shoot(page, `${language}-account-tabs`);

      await page.goto("/menu");
      const days = page.getByRole("navigation", { name: language === "ar" ? "أيام الأسبوع" : "Days of the week" }).getByRole("button");
      await days.first().waitFor();
      expect(await days.count()).toBe(7);
      // Each day's short name whole: none cut by its box.
      const cut = await days.evaluateAll((buttons) =>
        buttons.flatMap((button) => Array.from(button.querySelectorAll("span")).filter((span) => span.textContent && span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent)),
      );
      expect(cut).toEqual([]);
      await shoot(page, `${language}-menu-days`);
      await context.close();
    });
  }

  for (const language of ["en", "ar"] as const) {
    it(`shows the six quick notes she sends most, the rest behind More notes, the ingredients near (${language})`, async () => {
      const { context, page } = await signedInVisitor(browser, { viewport: phone, language });
      await withHelper(page);
      const id = await recipeId(page, "Chicken Machboos");
      // Sent before: "Send me a photo" twice and "Serve it hot" once, the 20th and 13th notes of the catalogue.
      for (const quickNotes of [["photo-when-ready", "serve-hot"], ["photo-when-ready"]]) {
        expect((await page.request.post("/api/shares", { data: { recipeId: id, quickNotes }, headers: origin() })).status()).toBe(201);
      }
      const catalogue = JSON.parse(readFileSync(`catalog/quick-notes/${language}.json`, "utf8")) as Record<string, string>;
      const [photo, hot] = [catalogue["photo-when-ready"], catalogue["serve-hot"]];
      await page.goto(`/recipe/${id}`);
      await page.getByRole("button", { name: language === "ar" ? /أضف ملاحظة لـ/ : /Add a note for/ }).click();
      const notes = page.getByRole("group", { name: language === "ar" ? "ملاحظات سريعة (تُرسل بلغتها)" : "Quick notes (sent in her language)" });
      const chips = notes.locator("button[aria-pressed]");
      await chips.first().waitFor();
      expect(await chips.count()).toBe(6);
      expect((await chips.allTextContents()).slice(0, 2)).toEqual([photo, hot]);
      const more = notes.getByRole("button", { name: language === "ar" ? "ملاحظات أخرى (14)" : "More notes (14)" });
      expect(await more.getAttribute("aria-expanded")).toBe("false");
      // The ingredients start within two screens of the top, not behind twenty chips.
      const ingredients = (await page.getByRole("heading", { name: language === "ar" ? "المكونات" : "Ingredients" }).boundingBox())!;
      expect(ingredients.y).toBeLessThan(phone.height * 2.2);
      await page.screenshot({ path: `.tmp/quick-notes-${language}.png` });
      await more.click();
      expect(await chips.count()).toBe(20);
      // A note chosen from the rest stays in sight when they fold away.
      const last = chips.nth(19);
      const lastText = await last.textContent();
      await last.click();
      await notes.getByRole("button", { name: language === "ar" ? "ملاحظات أقل" : "Fewer notes" }).click();
      expect(await chips.count()).toBe(7);
      expect(await notes.locator("button[aria-pressed=true]").allTextContents()).toEqual([lastText]);
      expect(await fitsWidth(page)).toBe(true);
      await expectAccessible(page);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it("reads English recipe text left to right in the Arabic interface: her own recipe's page and form, and the admin's table", async () => {
    const { context, page } = await signedInAdmin(browser, phone);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    const line = "1 kg lamb shoulder, in pieces";
    const title = `Lamb stew ${Date.now()}`;
    const saved = await page.request.post("/api/my-recipes", {
      data: { title, servings: 4, ingredients: [line, "2 onions"], instructions: ["Brown the lamb for 10 minutes, then simmer."] },
      headers: origin(),
    });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    /** Where the "1" and the "kg" of the line land: read left to right, the 1 is to the left. */
    const oneBeforeKg = (element: HTMLElement) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode()!;
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      const content = text.textContent!;
      return at(content.indexOf("1")) < at(content.indexOf("kg"));
    };
    await page.goto(`/recipe/${id}`);
    const ingredient = page.getByRole("listitem").filter({ hasText: line });
    await ingredient.waitFor();
    expect(await ingredient.evaluate(oneBeforeKg)).toBe(true);
    expect(await page.getByRole("heading", { level: 1, name: title }).evaluate((heading) => getComputedStyle(heading).direction)).toBe("ltr");
    await page.screenshot({ path: ".tmp/english-in-arabic-recipe.png" });

    // The form: each line of a field takes its direction from what is typed; an empty field follows the page.
    await page.goto(`/my-recipes/${id}/edit`);
    const field = page.getByLabel("المكونات");
    await field.waitFor();
    expect(await field.evaluate((element) => [getComputedStyle(element).unicodeBidi, getComputedStyle(element).direction])).toEqual(["plaintext", "rtl"]);
    await page.screenshot({ path: ".tmp/english-in-arabic-form.png" });

    // The admin's recipe table: an English title reads as written beside its Arabic badges.
    await page.goto("/admin?tab=recipes");
    const cell = page.getByRole("row").filter({ hasText: "Chicken Machboos" }).first().locator("bdi").first();
    await cell.waitFor();
    expect(await cell.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect((await page.request.delete(`/api/my-recipes/${id}`, { headers: origin() })).status()).toBe(204);
    await context.close();
  });

  it("shows the helper-tab tooltip below the tabs, closes it at the first tap, and keeps the welcome dialog off the admin dashboard", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone });
    await page.goto("/account");
    const tooltip = page.getByRole("tooltip");
    await tooltip.waitFor();
    // Below every tab's label: none is hidden under it.
    const tipBox = (await tooltip.boundingBox())!;
    for (const tab of await page.getByRole("tab").all()) {
      const label = (await tab.boundingBox())!;
      expect(tipBox.y).toBeGreaterThanOrEqual(label.y + label.height - 8);
    }
    // The tabs under it still answer at once.
    await page.getByRole("tab", { name: "Subscription" }).click();
    await tooltip.waitFor({ state: "detached" });
    expect(await page.getByRole("tab", { name: "Subscription" }).getAttribute("aria-selected")).toBe("true");
    await context.close();

    const admin = await signedInAdmin(browser, phone);
    await admin.page.goto("/admin");
    await admin.page.getByRole("tab", { name: "Users" }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await admin.page.getByRole("dialog", { name: "Who cooks with you?" }).count()).toBe(0);
    await admin.context.close();
  });

  it("says a wrong password once, names the notification area in Arabic, and writes Arabic initials as two letters", async () => {
    const { context, page, email } = await signedInVisitor(browser, { viewport: phone });
    await page.request.post("/api/logout", { headers: origin() });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in to Wasfa" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("Wrong-pass1");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await dialog.getByText("Invalid username or password. Please try again.").waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.getByText("Invalid username or password. Please try again.").count()).toBe(1);
    await context.close();

    const arabic = await signedInVisitor(browser, { viewport: phone, language: "ar" });
    await arabic.page.goto("/account");
    await arabic.page.getByLabel("الاسم الأول").fill("محمد");
    await arabic.page.getByLabel("اسم العائلة").fill("العلي");
    await arabic.page.getByRole("button", { name: "حفظ التغييرات" }).click();
    // The toast is announced to screen readers under the area's label, now in Arabic.
    await arabic.page.waitForFunction(() => document.body.textContent?.includes("إشعار"));
    const avatar = arabic.page.getByRole("button", { name: /محمد العلي/ });
    await avatar.waitFor();
    expect((await avatar.textContent())?.trim()).toBe("م\u200cع");
    await arabic.context.close();
  });

  for (const language of ["en", "ar"] as const) {
    for (const viewport of [phone, narrow]) {
      it(`leaves the footer's contact link in reach at the end of a recipe page, the send bar resting above it (${language}, ${viewport.width} px)`, async () => {
        const { context, page } = await signedInVisitor(browser, { viewport, language });
        await withHelper(page);
        await page.goto("/");
        await page.evaluate(() => localStorage.setItem("hasSeenWhatsAppTooltip", "true"));
        await page.goto(`/recipe/${await recipeId(page, "Chicken Machboos")}`);
        const send = page.getByRole("button", { name: language === "ar" ? "ترجم وأرسل عبر واتساب" : "Translate & Send on WhatsApp" });
        await send.waitFor();
        // While the recipe scrolls by, the send bar stays in reach above the bottom bar…
        const bottomBar = page.getByRole("navigation", { name: language === "ar" ? "تنقل سريع" : "Quick navigation" });
        const barTop = (await bottomBar.boundingBox())!.y;
        const button = (await send.boundingBox())!;
        expect(button.y + button.height).toBeLessThanOrEqual(barTop);
        // …and at the page's end it rests on the recipe's last line: the footer under it is free.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const contact = page.getByRole("contentinfo").getByRole("link", { name: language === "ar" ? "تواصل معنا" : "Contact us" });
        expect(await contact.isVisible()).toBe(true);
        const link = (await contact.boundingBox())!;
        const footer = (await send.boundingBox())!;
        expect(footer.y + footer.height).toBeLessThanOrEqual(link.y);
        expect(link.y + link.height).toBeLessThanOrEqual(barTop);
        // Nothing lies over it: a tap lands on the link itself.
        await contact.click({ trial: true });
        const hit = await contact.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top !== null && element.contains(top);
        });
        expect(hit).toBe(true);
        await screenshot(page, `${language}-${viewport.width}-recipe-end`);
        expect(await fitsWidth(page)).toBe(true);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      });
    }

    it(`answers an address that is no page with 404 and the not-found page, on a phone (${language})`, async () => {
      const { context, page } = await newVisitor(browser, phone);
      if (language === "ar") {
        await page.goto("/");
        await page.evaluate(() => localStorage.setItem("app-language", "ar"));
      }
      for (const path of ["/no/such/page", "/recipe/abc"]) {
        const response = await page.goto(path);
        expect(response!.status(), path).toBe(404);
        await page.getByRole("heading", { level: 1, name: language === "ar" ? "404 الصفحة غير موجودة" : "404 Page Not Found" }).waitFor();
        expect(await page.title()).toContain(language === "ar" ? "404 الصفحة غير موجودة" : "404 Page Not Found");
      }
      await screenshot(page, `${language}-404`);
      await expectAccessible(page);
      await page.getByRole("link", { name: language === "ar" ? "العودة إلى الرئيسية" : "Back to home" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
