import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, pageErrors, phone, screenshot } from "./support/browser";
import { signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

const textsOf = (code: string) => JSON.parse(readFileSync(`catalog/helper-texts/${code}.json`, "utf8")) as Record<string, string>;
const greeting = (code: string, name: string) => textsOf(code).greeting!.replace("{name}", name);
const origin = () => ({ origin: inject("baseUrl") });
const narrow = { width: 320, height: 740 };
/** A dialog's entrance (180 ms) over, so a screenshot and axe see it as it stays. */
const settled = (page: Page) => page.waitForTimeout(400);

/** The device's own day, as the menu page reads it. */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });

async function machboosId(page: Page) {
  const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  return recipes.find((recipe) => recipe.title === "Chicken Machboos")!.id;
}

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
    const { context, page } = await signedInVisitor(browser, { viewport: phone, country: "AE" });
    await saveNanny(page);
    await page.goto("/account?tab=phone");
    const list = page.getByRole("region", { name: "Your household's helpers" });
    const maria = list.getByRole("listitem", { name: "Maria" });
    await maria.getByText("+63 917 123 4567").waitFor();
    // The SPEC's form added her as a helper; the list says what she does.
    await maria.getByRole("button", { name: "Edit Maria" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Maria" });
    await edit.getByRole("radio", { name: "Nanny" }).check();
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await edit.waitFor({ state: "detached" });
    await maria.getByText("Nanny · Filipino").waitFor();

    await list.getByRole("button", { name: "Add a helper" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a helper" });
    await dialog.getByLabel("Helper's first name").fill("Priya");
    await dialog.getByLabel("Country of her WhatsApp number").selectOption("IN");
    await dialog.getByLabel("WhatsApp number", { exact: true }).fill("98765 43210");
    await dialog.getByText("+91 98765 43210", { exact: true }).waitFor();
    await dialog.getByRole("radio", { name: "Cook" }).check();
    await dialog.getByRole("radiogroup", { name: "Preferred language" }).getByRole("radio", { name: "Hindi" }).check({ force: true });
    await expectAccessible(page);
    await screenshot(page, "en-390-add-helper");
    await dialog.getByRole("button", { name: "Add helper" }).click();
    await dialog.waitFor({ state: "detached" });
    const priya = list.getByRole("listitem", { name: "Priya" });
    await priya.getByText("Cook · Hindi").waitFor();
    await priya.getByText("+91 98765 43210").waitFor();
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, "en-390-helpers-list");
    await expectAccessible(page);
    await page.setViewportSize(narrow);
    await screenshot(page, "en-320-helpers-list");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrow.width);
    await page.setViewportSize(phone);

    // One recipe, to each of them: the question names both, the first (Maria) chosen until a main dish went to Priya.
    await page.goto(`/recipe/${await machboosId(page)}`);
    const sendButton = page.getByRole("button", { name: "Translate & Send on WhatsApp" });
    await sendButton.click();
    const question = page.getByRole("dialog", { name: "Send to which helper?" });
    const choices = question.getByRole("group", { name: "Send to which helper?" });
    expect(await choices.getByRole("radio", { name: /Maria/ }).isChecked()).toBe(true);
    await choices.getByText("Cook · Hindi").waitFor();
    await settled(page);
    await screenshot(page, "en-390-which-helper");
    await expectAccessible(page);
    await page.setViewportSize(narrow);
    await screenshot(page, "en-320-which-helper");
    await page.setViewportSize(phone);
    await choices.getByRole("radio", { name: /Priya/ }).check();
    const toPriya = await captureWhatsApp(context, page, () => question.getByRole("button", { name: "Send on WhatsApp" }).click());
    expect(toPriya.url.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(toPriya.text.startsWith(greeting("hi", "Priya"))).toBe(true);
    expect(toPriya.text).toMatch(/[\u0900-\u097F]/);

    await sendButton.click();
    // The last main dish went to Priya: she is chosen now.
    await expect.poll(() => choices.getByRole("radio", { name: /Priya/ }).isChecked()).toBe(true);
    await choices.getByRole("radio", { name: /Maria/ }).check();
    const toMaria = await captureWhatsApp(context, page, () => question.getByRole("button", { name: "Send on WhatsApp" }).click());
    expect(toMaria.url.startsWith("https://wa.me/639171234567?text=")).toBe(true);
    expect(toMaria.text.startsWith(greeting("fil", "Maria"))).toBe(true);
    // Each link opens her page in her language.
    const linkOf = (text: string) => text.match(/https?:\/\/\S+\/h\/[\w-]{22}/)![0];
    for (const [text, lang] of [[toPriya.text, "hi"], [toMaria.text, "fil"]] as const) {
      const her = await (await page.request.get(new URL(linkOf(text)).pathname)).text();
      expect(her).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    }

    // What was sent says to whom; sending one again goes to her.
    await page.goto("/account?tab=sent");
    await page.getByText(/^To Priya · in Hindi/).first().waitFor();
    await page.getByText(/^To Maria · in Filipino/).first().waitFor();

    // The menu names who cooks.
    const today = await todayIn(page);
    const put = await page.request.put("/api/menu", {
      data: { from: today, days: 1, entries: [{ date: today, slot: "lunch", recipeId: await machboosId(page), servings: 6 }] },
      headers: origin(),
    });
    expect(put.status(), await put.text()).toBe(200);
    await page.goto("/menu");
    const cook = page.getByLabel("Who cooks Chicken Machboos");
    await cook.selectOption({ label: "Cook: Priya" });
    await expect
      .poll(async () => ((await (await page.request.get(`/api/menu?from=${today}&days=1`)).json()) as { entries: { cookHelperId: number | null }[] }).entries[0]?.cookHelperId)
      .toBeTypeOf("number");
    await page.reload();
    expect(await page.getByLabel("Who cooks Chicken Machboos").locator("option:checked").textContent()).toBe("Cook: Priya");
    // The day's menu asks which helper (the first chosen); the list alone goes to whoever shops (Maria, as the SPEC's form saved her).
    await page.getByRole("button", { name: "Send to your helper on WhatsApp" }).click();
    const menuQuestion = page.getByRole("dialog", { name: "Send to which helper?" });
    expect(await menuQuestion.getByRole("radio", { name: /Maria/ }).isChecked()).toBe(true);
    await menuQuestion.getByRole("radio", { name: /Priya/ }).check();
    const menuToPriya = await captureWhatsApp(context, page, () => menuQuestion.getByRole("button", { name: "Send on WhatsApp" }).click());
    expect(menuToPriya.url.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(menuToPriya.text).toMatch(/[\u0900-\u097F]/);
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
    const list = page.getByRole("region", { name: "العاملات في أسرتك" });
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
