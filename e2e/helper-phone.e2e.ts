import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, pageErrors, phone, screenshot } from "./support/browser";
import { uniqueEmail } from "./support/session";

/*
 * Decision 0073: the helper's WhatsApp number is read in a country the owner sees and can change, never silently as a
 * UAE number: the country is her profile's, else her phone's time zone and language suggest one; a number written
 * with + keeps its own; the number shows in international form with its country before it is saved.
 */

/** A new owner signed up with no country, in a browser set to `timezoneId` and `locale` (as a phone would be). */
async function ownerWithoutCountry(browser: Browser, { timezoneId, locale, language = "en" }: { timezoneId: string; locale: string; language?: "en" | "ar" }) {
  const context = await browser.newContext({ viewport: phone, baseURL: inject("baseUrl"), locale, timezoneId });
  const page = await context.newPage();
  const email = uniqueEmail("phone");
  const response = await context.request.post("/api/signup", {
    data: { firstName: "Hessa", lastName: "Al Otaibi", email, password: "Kitchen1", username: email },
    headers: { origin: inject("baseUrl") },
  });
  expect(response.status()).toBe(201);
  await page.goto("/");
  await page.evaluate((lang) => {
    localStorage.setItem("app-language", lang);
    localStorage.setItem("hasSeenAccountTooltip", "true");
  }, language);
  return { context, page };
}

const savedPhone = async (page: Page) => ((await (await page.request.get("/api/account")).json()) as { domesticWorkerPhone: string | null }).domesticWorkerPhone;

describe("the helper's WhatsApp number and its country", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("suggests the country of the phone's time zone, shows the number with its country before saving, and keeps a home country's number", async () => {
    const { context, page } = await ownerWithoutCountry(browser, { timezoneId: "Asia/Riyadh", locale: "en-US" });
    await page.goto("/account?tab=phone");
    const country = page.getByLabel("Country of her WhatsApp number");
    const number = page.getByLabel("WhatsApp number", { exact: true });
    await number.waitFor();
    // Asia/Riyadh: Saudi Arabia, shown (not applied unseen).
    await expect.poll(() => country.inputValue()).toBe("SA");
    await page.getByLabel("Helper's first name").fill("Maria");
    await number.fill("055 123 4567");
    await page.getByText("+966 55 123 4567", { exact: true }).waitFor();
    expect(await page.getByText("· Saudi Arabia", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "en-phone-saudi");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save maid details" }).click();
    await page.getByText("Maid details saved", { exact: true }).waitFor();
    expect(await savedPhone(page)).toBe("+966551234567");

    // Her own number from home: the Philippines, chosen from the helpers' countries.
    await country.selectOption("PH");
    await number.fill("0917 123 4567");
    await page.getByText("+63 917 123 4567", { exact: true }).waitFor();
    expect(await page.getByText("· Philippines", { exact: true }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Save maid details" }).click();
    await expect.poll(() => savedPhone(page)).toBe("+639171234567");

    // Written with +: the number keeps its own country, and the select follows it.
    await number.fill("+251 91 123 4567");
    await expect.poll(() => country.inputValue()).toBe("ET");
    await page.getByText("· Ethiopia", { exact: true }).waitFor();

    // A saved number comes back in international form, in its own country.
    await page.reload();
    await expect.poll(() => number.inputValue()).toBe("+63 917 123 4567");
    expect(await country.inputValue()).toBe("PH");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("asks for the country rather than guessing when nothing suggests one, and saves nothing until it has one", async () => {
    const { context, page } = await ownerWithoutCountry(browser, { timezoneId: "UTC", locale: "en" });
    await page.goto("/account?tab=phone");
    const country = page.getByLabel("Country of her WhatsApp number");
    const number = page.getByLabel("WhatsApp number", { exact: true });
    // The whole country list comes once the form has hydrated: typed before that, React would drop the number.
    await country.locator('optgroup[label="All countries"]').waitFor({ state: "attached" });
    expect(await country.inputValue()).toBe("");
    await page.getByLabel("Helper's first name").fill("Maria");
    await number.fill("0551234567");
    await page.getByText("Choose the country of this number, or start it with + and the country code.").waitFor();
    await page.getByRole("button", { name: "Save maid details" }).click();
    await page.getByText("Choose the country of this number, or write it with its country code (like +63 917 123 4567).").waitFor();
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    expect(await savedPhone(page)).toBeNull();

    await country.selectOption("QA");
    await number.fill("3312 3456");
    await page.getByText("+974 3312 3456", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Save maid details" }).click();
    await expect.poll(() => savedPhone(page)).toBe("+97433123456");
    await context.close();
  });

  it("names the countries in Arabic, Gulf and helpers' countries first, in the welcome dialog on a phone", async () => {
    const { context, page } = await ownerWithoutCountry(browser, { timezoneId: "Asia/Dubai", locale: "ar-AE", language: "ar" });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "من يطبخ معك؟" });
    await dialog.waitFor();
    const country = dialog.getByLabel("بلد رقم واتساب");
    await expect.poll(() => country.inputValue()).toBe("AE");
    const groups = await country.locator("optgroup").evaluateAll((all) => all.map((group) => (group as HTMLOptGroupElement).label));
    expect(groups).toEqual(["الخليج", "بلدان العاملات", "كل البلدان"]);
    const firstNames = await country.locator("optgroup").first().locator("option").allTextContents();
    expect(firstNames[0]).toContain("الإمارات العربية المتحدة");
    expect(firstNames[0]).toContain("+971");
    expect(await country.locator("optgroup").nth(1).locator("option").first().textContent()).toContain("الفلبين");

    await dialog.getByLabel("الاسم الأول للعاملة").fill("Sita");
    await country.selectOption("NP");
    await dialog.getByLabel("رقم واتساب", { exact: true }).fill("984-1234567");
    await dialog.getByText("+977 984 1234567", { exact: true }).waitFor();
    expect(await dialog.getByText("· نيبال", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "ar-phone-welcome");
    await expectAccessible(page);
    await dialog.getByRole("radio", { name: /नेपाली/ }).check({ force: true });
    await dialog.getByRole("button", { name: "حفظ البيانات" }).click();
    await expect.poll(() => savedPhone(page)).toBe("+9779841234567");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
