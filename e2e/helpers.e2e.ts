import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, pageErrors, phone, screenshot, steadyTimeZone } from "./support/browser";
import { signedInVisitor } from "./support/session";
import {
  askWhichHelper,
  expectCookOnMenu,
  expectSentTo,
  fillNewHelper,
  helperTexts,
  helpersList,
  machboosId,
  nameCookOnMenu,
  priyaTheCook,
  sendTo,
  setRole,
  submitHelper,
} from "./support/several-helpers";
import { captureWhatsApp } from "./support/whatsapp";

const origin = () => ({ origin: inject("baseUrl") });
const narrow = { width: 320, height: 740 };
/** A dialog's entrance (180 ms) over, so a screenshot and axe see it as it stays. */
const settled = (page: Page) => page.waitForTimeout(400);
const en = helperTexts.en;

/** The Filipino nanny, saved as the SPEC's helper (the first). */
async function saveNanny(page: Page) {
  const saved = await page.request.post("/api/account/update-phone", {
    data: { helperFirstName: "Maria", domesticWorkerPhone: "0917 123 4567", phoneCountry: "PH", preferredLanguage: "fil" },
    headers: origin(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Decision 0081: a household with a Filipino nanny and a Hindi-speaking cook, on a phone. */
describe("several helpers", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("adds a Hindi-speaking cook beside the nanny, sends one recipe to each in her language and to her number, and names the cook on the menu", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, country: "AE", timezoneId: steadyTimeZone() });
    await saveNanny(page);
    await page.goto("/account?tab=phone");
    const list = helpersList(page, en);
    const maria = list.getByRole("listitem", { name: "Maria" });
    await maria.getByText("+63 917 123 4567").waitFor();
    // The SPEC's form added her as a helper; the list says what she does.
    await setRole(page, en, "Maria", "nanny", "fil");

    const dialog = await fillNewHelper(page, en, priyaTheCook);
    await expectAccessible(page);
    await screenshot(page, "en-390-add-helper");
    await submitHelper(page, en, dialog, priyaTheCook);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, "en-390-helpers-list");
    await expectAccessible(page);
    await page.setViewportSize(narrow);
    await screenshot(page, "en-320-helpers-list");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow.width);
    await page.setViewportSize(phone);

    // One recipe, to each of them. First a look at what each would get: her page, in her language.
    await page.goto(`/recipe/${await machboosId(page)}`);
    for (const [name, lang] of [["Maria", "fil"], ["Priya", "hi"]] as const) {
      const preview = page.getByRole("link", { name: `See what ${name} gets` });
      const herPage = await page.request.get((await preview.getAttribute("href"))!);
      expect(await herPage.text()).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    }
    await page.getByRole("link", { name: "See what Priya gets" }).scrollIntoViewIfNeeded();
    await screenshot(page, "en-390-preview-each-helper");
    // The question names both, the first (Maria) chosen until a main dish went to Priya.
    const { question, choices } = await askWhichHelper(page, en);
    expect(await choices.getByRole("radio", { name: /Maria/ }).isChecked()).toBe(true);
    await choices.getByText("Cook · Hindi").waitFor();
    await settled(page);
    await screenshot(page, "en-390-which-helper");
    await expectAccessible(page);
    await page.setViewportSize(narrow);
    await screenshot(page, "en-320-which-helper");
    await page.setViewportSize(phone);
    const toPriya = await sendTo(context, page, en, question, "Priya");
    await expectSentTo(page, toPriya, { firstName: "Priya", digits: "919876543210", language: "hi" });

    await askWhichHelper(page, en);
    // The last main dish went to Priya: she is chosen now.
    await expect.poll(() => choices.getByRole("radio", { name: /Priya/ }).isChecked()).toBe(true);
    const toMaria = await sendTo(context, page, en, question, "Maria");
    await expectSentTo(page, toMaria, { firstName: "Maria", digits: "639171234567", language: "fil" });

    // What was sent says to whom; sending one again goes to her.
    await page.goto("/account?tab=sent");
    await page.getByText(/^To Priya · in Hindi/).first().waitFor();
    await page.getByText(/^To Maria · in Filipino/).first().waitFor();

    // The menu names who cooks.
    await nameCookOnMenu(page, en, "Priya");
    await expectCookOnMenu(page, en, "Priya");
    // The day's menu asks which helper (the first chosen); the list alone goes to whoever shops (Maria, as the SPEC's form saved her).
    await page.getByRole("button", { name: "Send to your helper on WhatsApp" }).click();
    const menuQuestion = page.getByRole("dialog", { name: "Send to which helper?" });
    expect(await menuQuestion.getByRole("radio", { name: /Maria/ }).isChecked()).toBe(true);
    await menuQuestion.getByRole("radio", { name: /Priya/ }).check();
    const menuToPriya = await captureWhatsApp(context, page, () => menuQuestion.getByRole("button", { name: "Send on WhatsApp" }).click());
    expect(menuToPriya.url.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(menuToPriya.text).toMatch(/[\u0900-\u097F]/);
    // Her menu names the dish's cook, in the message and on her page.
    expect(menuToPriya.text).toContain("🧑‍🍳 \u2068Priya\u2069");
    const herMenu = await context.newPage();
    await herMenu.goto(menuToPriya.text.match(/\/h\/[\w-]{22}/)![0]);
    await herMenu.locator(".dish-cook", { hasText: "Priya" }).first().waitFor();
    await screenshot(herMenu, "hi-390-menu-names-cook");
    await herMenu.close();
    await page.getByRole("button", { name: "Send just the shopping list" }).click();
    await menuQuestion.waitFor();
    expect(await menuQuestion.getByRole("radio", { name: /Maria/ }).isChecked()).toBe(true);
    const listToMaria = await captureWhatsApp(context, page, () => menuQuestion.getByRole("button", { name: "Send on WhatsApp" }).click());
    expect(listToMaria.url.startsWith("https://wa.me/639171234567?text=")).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("shows the helpers and asks which one in Arabic, right to left, at 390 and 320 px", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, country: "AE", language: "ar" });
    await saveNanny(page);
    const added = await page.request.post("/api/helpers", { data: { firstName: "Priya", phone: "+91 98765 43210", language: "hi", role: "cook", shops: true }, headers: origin() });
    expect(added.status(), await added.text()).toBe(201);
    await page.goto("/account?tab=phone");
    const list = helpersList(page, helperTexts.ar);
    await list.getByRole("listitem", { name: "Priya" }).getByText("طاهية · الهندية").waitFor();
    await list.getByRole("listitem", { name: "Priya" }).getByText("تتولى التسوق").waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, "ar-390-helpers-list");
    await expectAccessible(page);
    await page.setViewportSize(narrow);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, "ar-320-helpers-list");
    // Nothing runs off the side of the narrowest phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow.width);

    // Make Priya first: the SPEC's form above now shows her.
    await list.getByRole("button", { name: /اجعلي .?Priya.? العاملة الأولى/ }).click();
    await expect.poll(() => page.getByLabel("الاسم الأول للعاملة").first().inputValue()).toBe("Priya");

    await page.goto(`/recipe/${await machboosId(page)}`);
    await page.getByRole("button", { name: "ترجم وأرسل عبر واتساب" }).click();
    const question = page.getByRole("dialog", { name: "إلى أي عاملة ترسلين؟" });
    await question.getByText("عاملة · الفلبينية").waitFor();
    await settled(page);
    await screenshot(page, "ar-320-which-helper");
    await page.setViewportSize(phone);
    await screenshot(page, "ar-390-which-helper");
    await expectAccessible(page);

    // Remove Maria, after a confirmation: one helper left, and the send asks nothing.
    await page.getByRole("button", { name: "إلغاء" }).click();
    await page.goto("/account?tab=phone");
    await list.getByRole("button", { name: /^حذف .?Maria/ }).click();
    const confirm = page.getByRole("alertdialog", { name: /حذف .?Maria.?؟/ });
    await confirm.getByRole("button", { name: "حذف", exact: true }).click();
    await list.getByRole("listitem", { name: "Maria" }).waitFor({ state: "detached" });
    await confirm.waitFor({ state: "detached" });
    await page.setViewportSize(narrow);
    await screenshot(page, "ar-320-helpers-after-remove");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
