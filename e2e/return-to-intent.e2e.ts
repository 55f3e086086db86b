import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newVisitor, pageErrors, phone, screenshot } from "./support/browser";
import { uniqueEmail } from "./support/session";

/*
 * Decision 0072: a visitor asked to log in goes where she was going once she has: a shared /recipe/13 (SPEC: sent
 * home with "Login Required"), or a recipe card she tapped. In English and Arabic, on a phone.
 */

const texts = {
  en: {
    login: "Login",
    loginDialog: "Log in to Wasfa",
    email: "Email",
    password: "Password",
    submitLogin: "Log in",
    createAccount: "Create an account",
    signupDialog: "Create your account",
    firstName: "First name",
    lastName: "Last name",
    confirm: "Confirm password",
    submitSignup: "Create account",
    loginRequired: "Login Required",
    welcome: "Who cooks with you?",
    later: "Later",
  },
  ar: {
    login: "تسجيل الدخول",
    loginDialog: "تسجيل الدخول إلى وصفة",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    submitLogin: "تسجيل الدخول",
    createAccount: "إنشاء حساب",
    signupDialog: "أنشئ حسابك",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    confirm: "تأكيد كلمة المرور",
    submitSignup: "إنشاء الحساب",
    loginRequired: "تسجيل الدخول مطلوب",
    welcome: "من يطبخ معك؟",
    later: "لاحقًا",
  },
} as const;

type Language = keyof typeof texts;

async function guest(browser: Browser, language: Language) {
  const visitor = await newVisitor(browser, phone);
  if (language === "ar") {
    await visitor.page.goto("/");
    await visitor.page.evaluate(() => localStorage.setItem("app-language", "ar"));
  }
  return visitor;
}

async function firstRecipe(page: Page) {
  const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  return recipes[0]!;
}

/** An account to log in with, made through the API by another visitor. */
async function existingAccount(browser: Browser) {
  const { context } = await newVisitor(browser, phone);
  const email = uniqueEmail("returning");
  const response = await context.request.post("/api/signup", {
    data: { firstName: "Noura", lastName: "Saeed", email, password: "Kitchen1", username: email },
    headers: { origin: inject("baseUrl") },
  });
  expect(response.status()).toBe(201);
  await context.close();
  return { email, password: "Kitchen1" };
}

describe("going where she was going, after logging in", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const language of ["en", "ar"] as const) {
    const t = texts[language];

    it(`opens the shared recipe that sent her home with "Login Required", once she has logged in (${language})`, async () => {
      const account = await existingAccount(browser);
      const { context, page } = await guest(browser, language);
      const recipe = await firstRecipe(page);

      await page.goto(`/recipe/${recipe.id}`);
      await page.waitForURL((url) => url.pathname === "/");
      // The toast (the guest cards under it carry the same words, hidden until tapped).
      await page.getByRole("status").filter({ hasText: t.loginRequired }).first().waitFor();
      await screenshot(page, `${language}-intent-login-required`);

      await page.getByRole("button", { name: t.login, exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: t.loginDialog });
      await dialog.getByLabel(t.email).fill(account.email);
      await dialog.getByLabel(t.password, { exact: true }).fill(account.password);
      await dialog.getByRole("button", { name: t.submitLogin, exact: true }).click();

      await page.waitForURL((url) => url.pathname === `/recipe/${recipe.id}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await screenshot(page, `${language}-intent-after-login`);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });

    it(`opens the recipe card she tapped once she has signed up, with the helper welcome over it (${language})`, async () => {
      const { context, page } = await guest(browser, language);
      await page.goto("/browse");
      const card = page.getByRole("article").first();
      const title = (await card.getByRole("heading").first().textContent())!.trim();
      await card.getByRole("heading").first().getByRole("button").click();
      const listed = await page.request.get(`/api/recipes?lang=${language}`);
      const recipe = ((await listed.json()) as { id: number; title: string }[]).find(
        (candidate) => candidate.title === title,
      );

      // She had no account: from the login dialog to the signup one.
      await page.getByRole("button", { name: t.login, exact: true }).first().click();
      await page.getByRole("dialog", { name: t.loginDialog }).getByRole("button", { name: t.createAccount }).click();
      const signup = page.getByRole("dialog", { name: t.signupDialog });
      await signup.getByLabel(t.firstName).fill("Layla");
      await signup.getByLabel(t.lastName).fill("Hassan");
      await signup.getByLabel(t.email).fill(uniqueEmail("intent"));
      await signup.getByLabel(t.password, { exact: true }).fill("Kitchen1");
      await signup.getByLabel(t.confirm).fill("Kitchen1");
      await signup.getByRole("button", { name: t.submitSignup, exact: true }).click();

      await page.waitForURL((url) => recipe !== undefined && url.pathname === `/recipe/${recipe.id}`);
      // The welcome asks for her helper's details over the recipe she wanted; "Later" leaves her on it.
      const welcome = page.getByRole("dialog", { name: t.welcome });
      await welcome.waitFor();
      await screenshot(page, `${language}-intent-after-signup`);
      await welcome.getByRole("button", { name: t.later }).click();
      await welcome.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe(`/recipe/${recipe!.id}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it("stays where she is after logging in when she was going nowhere in particular", async () => {
    const account = await existingAccount(browser);
    const { context, page } = await guest(browser, "en");
    await page.goto("/browse");
    await page.getByRole("button", { name: "Login", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Log in to Wasfa" });
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Password", { exact: true }).fill(account.password);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/browse");
    await context.close();
  });
});
