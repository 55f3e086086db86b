import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone, screenshot } from "./support/browser";
import { signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

type CatalogEntry = { slug: string; title: string };
type Translation = { title: string; description: string; ingredients: string[]; instructions: string[] };

/** The bundled recipe with this English title, by slug (catalog/recipes/*.json). */
function catalogSlugOf(title: string): string | undefined {
  const dir = path.resolve("catalog/recipes");
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    const found = (JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CatalogEntry[]).find((r) => r.title === title);
    if (found) return found.slug;
  }
  return undefined;
}

const filipino = JSON.parse(readFileSync(path.resolve("catalog/translations/fil.json"), "utf8")) as Record<string, Translation>;

/** A bundled recipe from the API, with its id, English title and its Filipino translation from the catalogue. */
async function aBundledRecipe(page: Page) {
  const response = await page.request.get("/api/recipes");
  expect(response.status()).toBe(200);
  const recipes = (await response.json()) as { id: number; title: string }[];
  for (const recipe of recipes) {
    const slug = catalogSlugOf(recipe.title);
    if (slug && filipino[slug]) return { id: recipe.id, title: recipe.title, filipino: filipino[slug] };
  }
  throw new Error("no bundled recipe with a Filipino translation");
}

/** Saves the helper's details through the API, as the account tab would. */
async function saveHelper(page: Page, details = { helperFirstName: "Maria", domesticWorkerPhone: "050 123 4567", preferredLanguage: "fil" }) {
  const response = await page.request.post("/api/account/update-phone", { data: details, headers: { origin: inject("baseUrl") } });
  expect(response.status(), await response.text()).toBe(200);
}

const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });
const storedFlag = (page: Page, area: "localStorage" | "sessionStorage", key: string) =>
  page.evaluate(({ area, key }) => window[area].getItem(key), { area, key });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sharing with the helper", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("saves the helper's name, WhatsApp number and language on the account page, in English and Arabic", async () => {
    const { context, page } = await signedInVisitor(browser, { country: "AE" });
    await page.goto("/account?tab=phone");
    await page.getByRole("heading", { name: "Your helper's details" }).waitFor();

    // First visit: the onboarding tooltip comes after half a second.
    await page.getByRole("tooltip").filter({ hasText: "Add your helper's name, WhatsApp number and language here" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0); // no welcome dialog over the same form
    await pause(300); // its fade-in over, so axe reads its real contrast
    await expectAccessible(page);

    const save = page.getByRole("button", { name: "Save maid details" });
    await save.click();
    await page.getByText("Helper's first name is required").waitFor();
    expect(await page.getByText("Phone number must be at least 8 digits").isVisible()).toBe(true);
    expect(await page.getByLabel("Helper's first name").getAttribute("aria-invalid")).toBe("true");

    const phoneField = page.getByLabel("WhatsApp number", { exact: true });
    expect(await phoneField.getAttribute("placeholder")).toBe("+971 5X XXX XXXX");
    expect(await phoneField.getAttribute("type")).toBe("tel");
    expect(await phoneField.getAttribute("inputmode")).toBe("tel");
    await page.getByLabel("Helper's first name").fill("Maria");
    await phoneField.fill("1234 5678");
    const languages = page.getByRole("radiogroup", { name: "Preferred language" });
    expect(await languages.getByRole("radio").count()).toBe(17);
    await languages.getByRole("radio", { name: "Filipino" }).check({ force: true });
    await save.click();
    await page.getByText("Please enter a valid phone number").first().waitFor();
    expect(await phoneField.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page);

    await phoneField.fill("050 123 4567");
    await save.click();
    await toastText(page, "Maid details saved").waitFor();
    expect(await toastText(page, "Recipes will reach Maria in Filipino.").isVisible()).toBe(true);
    const account = (await (await page.request.get("/api/account")).json()) as Record<string, unknown>;
    expect(account).toMatchObject({ helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" });

    // The tooltip went after 8 s and does not come back.
    await expect.poll(() => storedFlag(page, "localStorage", "hasSeenAccountTooltip"), { timeout: 10_000 }).toBe("true");

    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.reload();
    await page.getByRole("heading", { name: "بيانات العاملة المنزلية" }).waitFor();
    // Decision 0073: in international form, in its own country.
    expect(await page.getByLabel("رقم واتساب", { exact: true }).inputValue()).toBe("+971 50 123 4567");
    expect(await page.getByLabel("بلد رقم واتساب").inputValue()).toBe("AE");
    expect(await page.getByRole("radio", { name: /الفلبينية/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /አማርኛ/ }).isChecked()).toBe(false);
    await pause(700);
    expect(await page.getByRole("tooltip").count()).toBe(0);
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("welcomes a new owner with the helper dialog, which 'Later' closes for the rest of the login session", async () => {
    const { context, page, email, password } = await signedInVisitor(browser, { country: "AE" });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Who cooks with you?" });
    await dialog.waitFor();
    expect(await dialog.getByRole("radiogroup", { name: "Preferred language" }).getByRole("radio").count()).toBe(17);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Later" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await storedFlag(page, "sessionStorage", "hasSeenHelperDialog")).toBe("true");

    // Same session: not again, on reload or on another page.
    await page.reload();
    await page.getByRole("button", { name: /Account menu/ }).waitFor();
    await pause(1500);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.goto("/browse");
    await pause(1500);
    expect(await page.getByRole("dialog").count()).toBe(0);

    // A new login starts a new session: the dialog comes back.
    await page.request.post("/api/logout", { headers: { origin: inject("baseUrl") } });
    await page.reload();
    await page.getByRole("button", { name: "Login" }).click();
    const login = page.getByRole("dialog", { name: "Log in to Wasfa" });
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(password);
    await login.getByRole("button", { name: "Log in" }).click();
    await dialog.waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("saves the helper's details from the welcome dialog, in Arabic on a phone", async () => {
    const { context, page } = await signedInVisitor(browser, { country: "AE", language: "ar", viewport: phone });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "من يطبخ معك؟" });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByLabel("الاسم الأول للعاملة").fill("Sita");
    await dialog.getByLabel("رقم واتساب", { exact: true }).fill("+971 50 765 4321");
    await dialog.getByRole("radio", { name: /नेपाली/ }).check({ force: true });
    await dialog.getByRole("button", { name: "حفظ البيانات" }).click();
    await toastText(page, "تم حفظ بيانات العاملة").waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const account = (await (await page.request.get("/api/account")).json()) as Record<string, unknown>;
    expect(account).toMatchObject({ helperFirstName: "Sita", domesticWorkerPhone: "+971507654321", preferredLanguage: "ne" });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("translates a recipe into Filipino and opens WhatsApp to the helper's number with it", async () => {
    const { context, page } = await signedInVisitor(browser, { country: "AE" });
    await saveHelper(page);
    const recipe = await aBundledRecipe(page);
    // Slow the translation down a little, to see the button while it works.
    await page.route("**/api/shares", async (route) => {
      await pause(1000);
      await route.continue();
    });

    await page.goto(`/recipe/${recipe.id}`);
    const send = page.getByRole("button", { name: "Translate & Send on WhatsApp" });
    await send.waitFor();
    // The first time, a tooltip says what it does, for 5 s.
    await page.getByRole("tooltip").filter({ hasText: "Sends this recipe to Maria on WhatsApp, in Filipino." }).waitFor();
    await pause(300);
    await expectAccessible(page);

    const { url, text } = await captureWhatsApp(context, page, async () => {
      await send.click();
      const sending = page.getByRole("button", { name: "Sending..." });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      // The tab opened within the click (so no pop-up blocker stops it), before the translation came back.
      expect(context.pages()).toHaveLength(2);
    });
    expect(url.startsWith("https://wa.me/971501234567?text=")).toBe(true);
    // Decision 0050: a greeting to her by name in Filipino first, and bold headings.
    expect(text.startsWith(`Maria, narito ang isang recipe para sa iyo.\n\n*${recipe.filipino.title}*\n\n${recipe.filipino.description}\n\n*Mga Sangkap*\n• `)).toBe(true);
    expect(text).toContain(`\n\n*Paraan ng Pagluluto*\n1. ${recipe.filipino.instructions[0]}`);
    // Decision 0050: the last line links to her page, in her language.
    expect(text.split("\n").at(-1)).toMatch(/^.+: http:\/\/127\.0\.0\.1:\d+\/h\/[\w-]{22}$/);
    await send.waitFor();
    await expect.poll(() => storedFlag(page, "localStorage", "hasSeenWhatsAppTooltip"), { timeout: 7000 }).toBe("true");

    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.reload();
    await page.getByRole("button", { name: "ترجم وأرسل عبر واتساب" }).waitFor();
    await pause(300);
    expect(await page.getByRole("tooltip").count()).toBe(0);
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("offers the English text when no translation can be had", async () => {
    const { context, page } = await signedInVisitor(browser, { country: "AE" });
    await saveHelper(page);
    const recipe = await aBundledRecipe(page);
    await page.route("**/api/shares", async (route) => {
      if (route.request().method() !== "POST" || (route.request().postDataJSON() as { language?: string }).language === "en") return route.continue();
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ code: "TRANSLATION_UNAVAILABLE", message: "The translation is not available right now. You can send the recipe in English instead." }),
      });
    });
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click();
    const offer = page.getByRole("dialog", { name: "Translation unavailable" });
    await offer.waitFor();
    // The tab opened by the click was closed again.
    await expect.poll(() => context.pages().length).toBe(1);
    await expectAccessible(page);

    const { url, text } = await captureWhatsApp(context, page, () => offer.getByRole("button", { name: "Send in English" }).click());
    expect(url.startsWith("https://wa.me/971501234567?text=")).toBe(true);
    expect(text.startsWith(`Maria, here is a recipe for you.\n\n*${recipe.title}*\n\n`)).toBe(true);
    expect(text).toContain("\n\n*Ingredients*\n• ");
    expect(text).toContain("\n\n*Instructions*\n1. ");
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  /** Decision 0050: what the owner sees before she sends, in both languages, on a phone. */
  // The interface isolates a Latin name inside an Arabic text (decision 0075); the server's banner writes it plainly.
  const maria = "\u2068Maria\u2069";
  const beforeSending = {
    en: {
      send: "Translate & Send on WhatsApp",
      noteToggle: "Add a note for Maria",
      ownNote: "Your own note",
      preview: "See what Maria gets",
      banner: "Preview: this is the page Maria opens from your message, in Filipino. Nothing has been sent.",
      noteDialog: "Your note will not be translated",
      noteMessage: "Your note cannot be translated into Filipino right now, so Maria would read it as you wrote it.",
      asWritten: "Send the note as written",
    },
    ar: {
      send: "ترجم وأرسل عبر واتساب",
      noteToggle: `أضف ملاحظة لـ ${maria}`,
      ownNote: "ملاحظتك الخاصة",
      preview: `اطّلع على ما سيصل إلى ${maria}`,
      banner: "معاينة: هذه هي الصفحة التي تفتحها Maria من رسالتك، باللغة الفلبينية. لم يُرسل شيء بعد.",
      noteDialog: "لن تُترجم ملاحظتك",
      noteMessage: "لا يمكن ترجمة ملاحظتك إلى الفلبينية الآن، لذا ستقرؤها Maria كما كتبتها.",
      asWritten: "أرسل الملاحظة كما كتبتها",
    },
  } as const;

  for (const language of ["en", "ar"] as const) {
    it(`shows the owner Maria's page before sending, and says her note will go untranslated, with the choice to send it as written (${language})`, async () => {
      const t = beforeSending[language];
      const { context, page } = await signedInVisitor(browser, { country: "AE", language, viewport: phone });
      await saveHelper(page);
      const recipe = await aBundledRecipe(page);
      await page.goto("/");
      await page.evaluate(() => localStorage.setItem("hasSeenWhatsAppTooltip", "true"));
      await page.goto(`/recipe/${recipe.id}`);
      await page.getByRole("button", { name: t.noteToggle }).click();
      await page.getByLabel(t.ownNote).fill("Use the blue pot");

      // Her page, as the send would make it, in a new tab: nothing sent, nothing stored.
      const previewOpened = context.waitForEvent("page");
      await page.getByRole("link", { name: t.preview }).click();
      const preview = await previewOpened;
      await preview.waitForLoadState();
      expect(new URL(preview.url()).pathname).toBe(`/preview/recipe/${recipe.id}`);
      await preview.getByText(t.banner).waitFor();
      await preview.getByRole("heading", { level: 1, name: recipe.filipino.title }).waitFor();
      expect(await preview.getByText("Use the blue pot").isVisible()).toBe(true);
      await screenshot(preview, `${language}-preview-maria`);
      await preview.close();
      expect(await (await page.request.get("/api/shares")).json()).toEqual([]);

      // Sending: her note cannot be translated (no provider), which is said before anything goes.
      await page.getByRole("button", { name: t.send }).click();
      const dialog = page.getByRole("dialog", { name: t.noteDialog });
      await dialog.getByText(t.noteMessage).waitFor();
      await expect.poll(() => context.pages().length).toBe(1);
      await screenshot(page, `${language}-note-untranslated`);
      await expectAccessible(page);
      const { text } = await captureWhatsApp(context, page, () => dialog.getByRole("button", { name: t.asWritten }).click());
      expect(text.startsWith("Maria, narito ang isang recipe para sa iyo.\n\n")).toBe(true);
      expect(text).toMatch(/📝 Use the blue pot \(.+\)/);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it("sends an owner without helper details to the helper tab, and a refused subscription to the subscription tab", async () => {
    const { context, page } = await signedInVisitor(browser, { country: "AE" });
    const recipe = await aBundledRecipe(page);
    await page.goto("/");
    await page.evaluate(() => sessionStorage.setItem("hasSeenHelperDialog", "true"));
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click();
    await toastText(page, "Maid Details Missing").waitFor();
    expect(await toastText(page, "Please add maid details in your account page").isVisible()).toBe(true);
    await page.waitForURL(/\/account\?tab=phone$/);
    expect(context.pages().length).toBe(1);

    await saveHelper(page);
    await page.route("**/api/shares", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ code: "SUBSCRIPTION_REQUIRED", message: "…" }) }),
    );
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click();
    await toastText(page, "Subscription Required").waitFor();
    await page.waitForURL(/\/account\?tab=subscription$/);
    await expect.poll(() => context.pages().length).toBe(1);

    // Any other failure says so, and stays on the recipe.
    await page.unroute("**/api/shares");
    await page.route("**/api/shares", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click();
    await toastText(page, "An error occurred while sending the recipe. Please try again.").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/recipe/${recipe.id}`);
    await context.close();
  });

  it("records each use of the page share menu", async () => {
    const { context, page } = await newVisitor(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await context.route(/^https:\/\/(x\.com|www\.facebook\.com|wa\.me)\//, (route) => route.fulfill({ contentType: "text/html", body: "" }));
    // Each platform opens a tab; close it so the page under test stays in front.
    context.on("page", (opened) => void opened.close());
    const tracked: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/track/share")) tracked.push((request.postDataJSON() as { platform: string }).platform);
    });
    await page.goto("/");
    for (const item of ["WhatsApp", "X", "Facebook", "Instagram"]) {
      await page.getByRole("button", { name: "Share Wasfa" }).click();
      await page.getByRole("menuitem", { name: item, exact: true }).click();
    }
    await toastText(page, "Link copied for Instagram").waitFor();
    await expect.poll(() => tracked).toEqual(["whatsapp", "twitter", "facebook", "instagram"]);
    await context.close();
  });
});
