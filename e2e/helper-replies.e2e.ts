import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { startProviderPeer } from "../test/helpers/provider-peer";
import { expectAccessible, launchBrowser, pageErrors, phone } from "./support/browser";
import { signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

const json = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const urdu = json("catalog/helper-texts/ur.json") as Record<string, string>;
const urduPhrases = json("catalog/reply-phrases/ur.json") as Record<string, string>;
const arabicPhrases = json("catalog/reply-phrases/ar.json") as Record<string, string>;
const arabicTitle = (json("catalog/translations/ar.json") as Record<string, { title: string }>)["chicken-machboos"]!.title;
const arabicUi = json("client/src/i18n/ar.json") as { account: { profile: Record<string, string> } };
const arabicSharing = json("client/src/features/sharing/i18n/ar.json") as { sent: Record<string, string | Record<string, string>> };
/** A Latin name in an Arabic text of the app goes in as an isolate (decision 0075). */
const isolated = (value: string) => `\u2068${value}\u2069`;
const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");

/** The owner's helper (Urdu) and a Chicken Machboos link sent in `language`; returns her page's path and the link's id. */
async function sendMachboos(page: Page, baseUrl: string, language: "en" | "ar") {
  const headers = { origin: baseUrl };
  expect((await page.request.post("/api/account/update-phone", { data: { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" }, headers })).status()).toBe(200);
  const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  const recipeId = recipes.find((recipe) => recipe.title === "Chicken Machboos")!.id;
  const created = await page.request.post("/api/shares", { data: { recipeId }, headers: { ...headers, "accept-language": language } });
  expect(created.status()).toBe(201);
  const { id, url } = (await created.json()) as { id: number; url: string };
  return { herPath: new URL(url).pathname, shareId: id };
}

/** Her phone: no account, a touch screen, her own storage. */
async function herPhone(browser: Browser, baseUrl: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true, baseURL: baseUrl, ...options });
  return { context, page: await context.newPage() };
}

/** She opens her Reply sheet from the top of her page. */
async function openReply(page: Page) {
  await page.getByRole("link", { name: urdu.reply }).click();
  const sheet = page.getByRole("dialog", { name: fill(urdu.replyTitle!, { name: "Sara" }) });
  await sheet.waitFor();
  return sheet;
}

/** Decision 0084, from end to end on a phone: she answers from her page; the owner reads it on WhatsApp. */
describe("her replies from her page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("lets an Urdu helper tap 'we are out of onions': WhatsApp opens to the owner's number in Arabic with her Urdu below, counted in the Sent tab", async () => {
    const baseUrl = inject("baseUrl");
    const { context, page } = await signedInVisitor(browser, { viewport: phone, language: "ar", country: "AE" });
    const { herPath } = await sendMachboos(page, baseUrl, "ar");

    // No number of the owner's own yet: her page offers no Reply.
    const her = await herPhone(browser, baseUrl);
    await her.page.goto(herPath);
    await her.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await her.page.getByRole("link", { name: urdu.reply }).count()).toBe(0);

    // The owner's own number, on her profile: a national number, read in the country chosen beside it.
    await page.goto("/account");
    const profile = arabicUi.account.profile;
    await page.getByLabel(profile.whatsapp!).fill("055 987 6543");
    await page.getByRole("button", { name: profile.save }).click();
    await expect.poll(async () => ((await (await page.request.get("/api/account")).json()) as { ownerPhone: string }).ownerPhone).toBe("+971559876543");

    await her.page.reload();
    expect(await her.page.locator("html").getAttribute("dir")).toBe("rtl");
    // The number is nowhere in her page.
    for (const number of ["971559876543", "559876543", "55 987 6543"]) expect(await her.page.content()).not.toContain(number);

    const sheet = await openReply(her.page);
    await sheet.getByRole("radio", { name: fill(urduPhrases["out-of"]!, { item: "…" }) }).check();
    await sheet.getByRole("radio", { name: "پیاز", exact: true }).check();
    await expect.poll(() => sheet.locator("#reply-line").textContent()).toBe("گھر میں پیاز ختم ہے۔");
    await expectAccessible(her.page);

    // No network: she is told, and nothing opens.
    await her.context.setOffline(true);
    const noPopup = her.page.waitForEvent("popup", { timeout: 1500 }).then(
      () => "opened",
      () => "none",
    );
    await sheet.getByRole("button", { name: urdu.replySend }).click();
    await sheet.getByText(urdu.replyOffline!).waitFor();
    expect(await noPopup).toBe("none");
    await her.context.setOffline(false);

    const { url, text } = await captureWhatsApp(her.context, her.page, () => sheet.getByRole("button", { name: urdu.replySend }).click());
    expect(new URL(url).pathname).toBe("/971559876543");
    expect(text.split("\n")).toEqual([`*${arabicTitle}* · Nasreen`, fill(arabicPhrases["out-of"]!, { item: "بصل" }), fill(urduPhrases["out-of"]!, { item: "پیاز" })]);

    // The owner sees it counted, and may stop replies on this link: her page then offers none.
    await page.goto("/account?tab=sent");
    const replies = (arabicSharing.sent.replies as Record<string, string>).one!.replace("{{name}}", isolated("Nasreen"));
    const row = page.getByRole("listitem").filter({ hasText: replies });
    await row.waitFor();
    const allow = row.getByRole("checkbox", { name: (arabicSharing.sent.allowReplies as string).replace("{{name}}", isolated("Nasreen")) });
    expect(await allow.isChecked()).toBe(true);
    await allow.uncheck();
    await expect.poll(async () => ((await (await page.request.get("/api/shares")).json()) as { replies: { enabled: boolean } }[])[0]!.replies.enabled).toBe(false);
    await her.page.goto(herPath);
    await her.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await her.page.getByRole("link", { name: urdu.reply }).count()).toBe(0);
    expect(pageErrors(her.page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await her.context.close();
    await context.close();
  });

  it("works on a phone with JavaScript off: the form alone opens WhatsApp with her reply; once the owner stops the link, Send says so in Urdu", async () => {
    const baseUrl = inject("baseUrl");
    const { context, page } = await signedInVisitor(browser, { viewport: phone });
    await page.request.post("/api/account/update-details", { data: { firstName: "Sara", lastName: "Haddad", ownerPhone: "+971559876543" }, headers: { origin: baseUrl } });
    const { herPath, shareId } = await sendMachboos(page, baseUrl, "en");
    const her = await herPhone(browser, baseUrl, { javaScriptEnabled: false });
    await her.page.goto(herPath);
    await her.page.getByRole("link", { name: urdu.reply }).click();
    await her.page.getByRole("radio", { name: urduPhrases.done }).check();
    const { text } = await captureWhatsApp(her.context, her.page, () => her.page.getByRole("button", { name: urdu.replySend }).click());
    expect(text).toBe(`*Chicken Machboos* · Nasreen\nDone! The food is ready.\n${urduPhrases.done}`);

    // Her page is still open on her phone when the owner stops the link: her next reply goes nowhere.
    expect((await page.request.delete(`/api/shares/${shareId}`, { headers: { origin: baseUrl } })).status()).toBe(204);
    const refused = her.page.waitForEvent("popup");
    await her.page.getByRole("button", { name: urdu.replySend }).click();
    const stopped = await refused;
    await stopped.getByRole("heading", { level: 1, name: urdu.stoppedTitle }).waitFor();
    expect(new URL(stopped.url()).host).toBe(new URL(baseUrl).host);
    await her.context.close();
    await context.close();
  });
});

describe("her own words, read by the owner through a translation provider", () => {
  let browser: Browser;
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let app: AppProcess;
  let dataDir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    peer = await startProviderPeer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-e2e-replies-"));
    app = await startAppProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      STRIPE_SECRET_KEY: "",
      TRANSLATION_PROVIDER: "libretranslate",
      LIBRETRANSLATE_URL: peer.base,
      // Low, so a link reaches its ceiling of replies within the test.
      RATE_LIMIT_REPLY_LINK: "2/1h",
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (app) {
      app.child.kill("SIGTERM");
      await new Promise((resolve) => app.child.once("exit", resolve));
    }
    await peer?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function ownerLanguage(context: BrowserContext, page: Page, language: "en" | "ar") {
    await page.evaluate((lang) => localStorage.setItem("app-language", lang), language);
    await context.addCookies([{ name: "app-language", value: language, url: app.url }]);
  }

  it("sends what she wrote as written, with a link the owner opens to read it in English, then in Arabic", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, baseUrl: app.url });
    await page.request.post("/api/account/update-details", { data: { firstName: "Sara", lastName: "Haddad", ownerPhone: "+971559876543" }, headers: { origin: app.url } });
    const { herPath } = await sendMachboos(page, app.url, "en");

    const words = "کیا میں 2 کلو پیاز لے آؤں؟";
    const her = await herPhone(browser, app.url);
    await her.page.goto(herPath);
    const sheet = await openReply(her.page);
    await sheet.getByRole("radio", { name: urdu.replyOwn }).check();
    await sheet.getByRole("textbox", { name: urdu.replyOwn }).fill(words);
    const { text } = await captureWhatsApp(her.context, her.page, () => sheet.getByRole("button", { name: urdu.replySend }).click());
    const [heading, written, link] = text.split("\n");
    expect(heading).toBe("*Chicken Machboos* · Nasreen");
    expect(written).toBe(words);
    const readUrl = /^Read it in English: (\S+)$/.exec(link ?? "")?.[1];
    expect(readUrl).toBeDefined();
    expect(readUrl).not.toContain(herPath.split("/h/")[1]);

    peer.reset();
    const read = new URL(readUrl!);
    await page.goto(read.pathname + read.hash);
    await page.getByRole("heading", { level: 1, name: "A reply from Nasreen" }).waitFor();
    await page.getByText(`[en] ${words}`).waitFor();
    await page.getByText(words, { exact: true }).waitFor();
    expect(peer.seen).toHaveLength(1);
    await expectAccessible(page);

    await ownerLanguage(context, page, "ar");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: `ردّ من ${isolated("Nasreen")}` }).waitFor();
    await page.getByText(`[ar] ${words}`).waitFor();
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);

    // RATE_LIMIT_REPLY_LINK is 2 here: a second reply goes, the third is told in Urdu to wait.
    await sheet.getByRole("radio", { name: urduPhrases.done }).check();
    await captureWhatsApp(her.context, her.page, () => sheet.getByRole("button", { name: urdu.replySend }).click());
    const refused = her.page.waitForEvent("popup");
    await sheet.getByRole("button", { name: urdu.replySend }).click();
    const tooMany = await refused;
    await tooMany.getByText(urdu.replyTooMany!).waitFor();
    expect(pageErrors(her.page)).toEqual([]);
    await her.context.close();
    await context.close();
  });
});
