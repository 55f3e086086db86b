import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { ownerCopies } from "./support/offline-copies";
import { expectAccessible, launchBrowser, pageErrors, phone } from "./support/browser";
import { signedInVisitor } from "./support/session";

/** What the owner reads, in each language (client/src/i18n, common/messages-*.ts). */
const texts = {
  en: {
    heading: "Your data",
    download: "Download my data",
    delete: "Delete my account",
    dialog: "Delete your account?",
    password: "Type your password to confirm",
    wrong: "That password is not correct. Nothing was deleted.",
    deleted: "Your account has been deleted",
    login: "Login",
  },
  ar: {
    heading: "بياناتك",
    download: "تنزيل بياناتي",
    delete: "حذف حسابي",
    dialog: "هل تريد حذف حسابك؟",
    password: "اكتب كلمة المرور للتأكيد",
    wrong: "كلمة المرور غير صحيحة. لم يُحذف أي شيء.",
    deleted: "تم حذف حسابك",
    login: "تسجيل الدخول",
  },
};

/** A household with a helper and one recipe of its own with a photo, made through the API. */
async function household(page: Page) {
  const request = page.context().request;
  const origin = { origin: inject("baseUrl") };
  const helper = await request.post("/api/account/update-phone", {
    data: { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" },
    headers: origin,
  });
  expect(helper.status()).toBe(200);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, "0")}` } })
    .png()
    .toBuffer();
  const photo = await request.post("/api/my-recipes/photo", { multipart: { photo: { name: "harees.png", mimeType: "image/png", buffer: png } }, headers: origin });
  expect(photo.status(), await photo.text()).toBe(201);
  const recipe = await request.post("/api/my-recipes", {
    data: {
      title: "Umm Saeed's harees",
      cuisineType: "Khaleeji",
      prepTime: 20,
      cookTime: 180,
      servings: 6,
      ingredients: ["2 cups wheat", "1 kg lamb"],
      instructions: ["Boil the lamb.", "Add the wheat and stir."],
      photoId: (await photo.json()).photoId,
    },
    headers: origin,
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  return (await recipe.json()) as { id: number };
}

/** Decision 0063 on a phone: she downloads what Wasfa holds, then deletes her account with her password. */
describe("your data on the account page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const language of ["en", "ar"] as const) {
    const say = texts[language];

    it(`downloads her data as a zip, then deletes the account after a wrong and a right password (${language})`, async () => {
      const { context, page, email, password } = await signedInVisitor(browser, { viewport: phone, language });
      const recipe = await household(page);
      await page.goto("/");
      await page.evaluate(() => localStorage.setItem("hasSeenAccountTooltip", "true"));
      // Once the app's worker is active, the next page it opens goes through it.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.goto("/account");
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // Her account page and reading are kept for offline use, as every signed-in page is.
      await expect.poll(async () => (await ownerCopies(page))["wasfa-app-pages"]).toContain("/account");
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === "ar" ? "rtl" : "ltr");
      const section = page.getByRole("region", { name: say.heading });
      await section.waitFor();

      // The download: one zip with the JSON and her recipe's photo.
      const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("button", { name: say.download }).click()]);
      expect(download.suggestedFilename()).toMatch(/^wasfa-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
      const data = JSON.parse(strFromU8(files["wasfa-export.json"]!)) as { version: number; account: { email: string }; helper: { firstName: string }; recipes: { id: number; photo: string }[] };
      expect(data).toMatchObject({ version: 1, account: { email }, helper: { firstName: "Joy" }, recipes: [{ id: recipe.id, photo: `photos/recipe-${recipe.id}.webp` }] });
      const photo = Buffer.from(files[`photos/recipe-${recipe.id}.webp`]!);
      expect([photo.subarray(0, 4).toString(), photo.subarray(8, 12).toString()]).toEqual(["RIFF", "WEBP"]);

      // The deletion, by keyboard: the dialog opens on the password field; a wrong one is said under it.
      await section.getByRole("button", { name: say.delete }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: say.dialog });
      await dialog.waitFor();
      const field = dialog.getByLabel(say.password);
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectAccessible(page);
      await page.keyboard.type("Wrong999");
      await page.keyboard.press("Enter");
      await dialog.getByText(say.wrong).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await context.request.get("/api/account").then((response) => response.status())).toBe(200);

      await field.fill(password);
      await dialog.getByRole("button", { name: say.delete }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByText(say.deleted, { exact: true }).waitFor();
      await page.getByRole("banner").getByRole("button", { name: say.login }).first().waitFor();
      expect(await context.request.get("/api/account").then((response) => response.status())).toBe(401);
      const login = await context.request.post("/api/login", { data: { username: email, password }, headers: { origin: inject("baseUrl") } });
      expect(login.status()).toBe(401);
      // The pages and readings kept for offline use went with her, as at logout.
      const kept = await ownerCopies(page);
      expect(kept["wasfa-app-pages"]).not.toContain("/account");
      expect(kept["wasfa-app-readings"]).not.toContain("/api/account");
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
