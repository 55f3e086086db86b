import { request, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone } from "./support/browser";
import { waitForLoginLink, waitForResetLink, waitForVerifyLink } from "./support/outbox";
import { dismissHelperWelcome } from "./support/session";

/** A fresh address per run, so the suite can run again against the same data folder. */
function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** An account made through the API, for tests that are not about signing up. */
async function createAccount(firstName: string, lastName: string, password = "Kitchen1") {
  const email = uniqueEmail(firstName.toLowerCase());
  const api = await request.newContext({ baseURL: inject("baseUrl") });
  const response = await api.post("/api/signup", {
    data: { firstName, lastName, email, password, username: email },
  });
  expect(response.status()).toBe(201);
  // With the helper's details saved, no welcome dialog comes between the test and the page.
  const helper = await api.post("/api/account/update-phone", {
    data: { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" },
    headers: { origin: inject("baseUrl") },
  });
  expect(helper.status()).toBe(200);
  await api.dispose();
  return { email, password };
}

/** A toast's title or description, found by its exact text (the notification area may be hidden by a dialog). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The toasts on screen (Radix renders each as a list item of the notification area). */
const openToasts = (page: Page) => page.locator("li[role='status'][data-state='open']");

/** Which field has focus, named by its autocomplete token. */
const focusedField = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("autocomplete"));

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in to Wasfa" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  return dialog;
}

describe("accounts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("signs up through the dialog, shows the initials, logs out, logs in again and refuses a wrong password", async () => {
    const { context, page } = await newVisitor(browser);
    const email = uniqueEmail("sara");
    await page.goto("/");
    await page.getByRole("button", { name: "Sign up free" }).click();
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.waitFor();
    await expectAccessible(page);

    // Validation runs on every change, with the texts of docs/spec.md §5.
    await dialog.getByLabel("Password", { exact: true }).fill("kitchen");
    await dialog.getByText("Password must contain at least one uppercase letter").waitFor();
    await dialog.getByLabel("Confirm password").fill("Kitchen2");
    await dialog.getByText("Passwords don't match").waitFor();
    expect(await dialog.getByText("Password must have at least 6 characters, one uppercase letter, and one number.").isVisible()).toBe(true);

    await dialog.getByLabel("First name").fill("Sara");
    await dialog.getByLabel("Last name").fill("Al Mansoori");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("Kitchen2");
    await expect.poll(() => dialog.getByText("Passwords don't match").count()).toBe(0);
    await dialog.getByRole("button", { name: "Create account" }).click();

    await toastText(page, "Welcome to Wasfa!").waitFor();
    expect(await toastText(page, "Your account has been created successfully.").isVisible()).toBe(true);
    await dismissHelperWelcome(page);
    const avatar = page.getByRole("button", { name: "Account menu for Sara Al Mansoori" });
    await expect.poll(() => avatar.textContent()).toBe("SA");
    expect(await page.getByRole("button", { name: "Sign up free" }).count()).toBe(0);
    await expectAccessible(page);

    // (Not checked with axe while open: a Radix menu hides the page from assistive technology by design.)
    await avatar.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["Account details", "Favorite recipes", "My recipes", "This week's menu", "Logout"]);
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    await logIn(page, email, "Kitchen2");
    await avatar.waitFor();
    // A new login session: the helper welcome comes again.
    await dismissHelperWelcome(page);

    await avatar.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    const refused = await logIn(page, email, "Kitchen3");
    await refused.getByRole("alert").getByText("Invalid username or password. Please try again.").waitFor();
    expect(await refused.getByRole("button", { name: "Log in" }).isEnabled()).toBe(true);

    // Switching to signup keeps keyboard focus in the dialog, on its first field.
    await refused.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    await expect.poll(() => focusedField(page)).toBe("given-name");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("resets a forgotten password from the emailed link, then logs in with the new one", async () => {
    const { email } = await createAccount("Layla", "Haddad");
    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await expectAccessible(page);

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByText("If an account with that email exists, a password reset link has been sent.").isVisible()).toBe(true);
    await expectAccessible(page);

    const link = await waitForResetLink(email);
    expect(link.startsWith(`${inject("baseUrl")}/reset-password?`)).toBe(true);
    await page.goto(link);
    await page.getByLabel("New password").fill("Saffron9");
    await page.getByLabel("Confirm password").fill("Saffron8");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Passwords do not match").waitFor();
    expect(await page.getByLabel("Confirm password").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page);
    // After a first submit the form checks again on every change.
    await page.getByLabel("Confirm password").fill("Saffron9");
    await expect.poll(() => page.getByText("Passwords do not match").count()).toBe(0);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("heading", { name: "Password reset" }).waitFor();

    // Two seconds later: home, with the login dialog open and the email filled in.
    const dialog = page.getByRole("dialog", { name: "Log in to Wasfa" });
    await dialog.waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
    await expect.poll(() => focusedField(page)).toBe("current-password");
    await dialog.getByLabel("Password", { exact: true }).fill("Saffron9");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("button", { name: "Account menu for Layla Haddad" }).waitFor();

    // The same link does not work twice.
    await page.goto(link);
    await page.getByLabel("New password").fill("Saffron7");
    await page.getByLabel("Confirm password").fill("Saffron7");
    await page.getByRole("button", { name: "Reset password" }).click();
    // Said once, in place of the form (decision 0076), with the way to a new link; no toast besides.
    await page.getByRole("heading", { name: "This link cannot be used" }).waitFor();
    expect(await page.getByText("Invalid or expired password reset link.").count()).toBe(1);
    expect(await page.getByLabel("New password").count()).toBe(0);
    expect(await openToasts(page).count()).toBe(0);
    await page.getByRole("link", { name: "Request a new link" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("past an account's ceiling of failed logins, tells her to check her mail, and the mailed link logs her in (issue 23.2)", async () => {
    const { email, password } = await createAccount("Mariam", "Khalifa");
    const api = await request.newContext({ baseURL: inject("baseUrl") });
    // Someone guessed (RATE_LIMIT_LOGIN_ACCOUNT is 8/1h for this suite).
    for (let i = 0; i < 8; i++) {
      const guess = await api.post("/api/login", { data: { username: email, password: `Guess${i}99` }, headers: { origin: inject("baseUrl") } });
      expect(guess.status()).toBe(401);
    }
    await api.dispose();

    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    const since = Date.now();
    const dialog = await logIn(page, email, password);
    await dialog
      .getByRole("alert")
      .getByText("This account is protected after many failed logins. If the password was right, we have emailed a link to log in: please check your email.")
      .waitFor();
    expect(await toastText(page, "Login failed").count()).toBe(0);
    await expectAccessible(page);

    const link = new URL(await waitForLoginLink(email, { since }));
    await page.goto(link.pathname + link.search);
    await page.getByRole("heading", { name: "Log in with your link" }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Log me in" }).click();
    // Signed in, then taken home.
    await page.getByRole("button", { name: "Account menu for Mariam Khalifa" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/");

    // The link works once.
    await page.goto(link.pathname + link.search);
    await page.getByRole("button", { name: "Log me in" }).click();
    await page.getByRole("heading", { name: "This link cannot be used" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("explains a reset link without its email or token, and offers a new one", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/reset-password?email=someone%40example.com");
    await page.getByRole("heading", { name: "This link cannot be used" }).waitFor();
    expect(await page.getByText("Invalid or expired password reset link.").isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Request a new link" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await context.close();
  });

  it("signs up in Arabic, right to left, and says in Arabic when the email already has an account", async () => {
    const { context, page } = await newVisitor(browser, phone);
    const email = uniqueEmail("noor");
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.reload();
    await page.getByRole("button", { name: "سجّل مجانًا" }).click();
    const dialog = page.getByRole("dialog", { name: "أنشئ حسابك" });
    await dialog.waitFor();
    await dialog.getByLabel("الاسم الأول").fill("نور");
    await dialog.getByLabel("اسم العائلة").fill("الهاشمي");
    await dialog.getByLabel("البريد الإلكتروني").fill("not-an-email");
    await dialog.getByText("عنوان البريد الإلكتروني غير صالح").waitFor();
    await dialog.getByLabel("البريد الإلكتروني").fill(email);
    await dialog.getByLabel("كلمة المرور", { exact: true }).fill("Kitchen4");
    await dialog.getByLabel("تأكيد كلمة المرور").fill("Kitchen4");
    await expectAccessible(page);
    await page.screenshot({ path: ".tmp/signup-ar.png" });
    await dialog.getByRole("button", { name: "إنشاء الحساب" }).click();
    await toastText(page, "مرحبًا بك في وصفة!").waitFor();
    await dismissHelperWelcome(page, "ar");

    // On a phone: the bottom bar gains Favorites and Account; the drawer offers them and Logout.
    const bottomBar = page.getByRole("navigation", { name: "تنقل سريع" });
    await bottomBar.getByRole("link", { name: "الحساب" }).waitFor();
    expect(await bottomBar.getByRole("link", { name: "المفضلة" }).isVisible()).toBe(true);
    expect(await bottomBar.getByRole("link", { name: "الإدارة" }).count()).toBe(0);
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    const drawer = page.getByRole("dialog", { name: "القائمة" });
    await drawer.getByText("نور الهاشمي").waitFor();
    await expectAccessible(page);
    await drawer.getByRole("button", { name: "تسجيل الخروج" }).click();
    await expect.poll(() => bottomBar.getByRole("link").count()).toBe(0);

    await page.getByRole("button", { name: "سجّل مجانًا" }).click();
    await dialog.getByLabel("الاسم الأول").fill("نور");
    await dialog.getByLabel("اسم العائلة").fill("الهاشمي");
    await dialog.getByLabel("البريد الإلكتروني").fill(email);
    await dialog.getByLabel("كلمة المرور", { exact: true }).fill("Kitchen4");
    await dialog.getByLabel("تأكيد كلمة المرور").fill("Kitchen4");
    await dialog.getByRole("button", { name: "إنشاء الحساب" }).click();
    await dialog
      .getByRole("alert")
      .getByText("يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى تسجيل الدخول بدلًا من ذلك.")
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("asks a visitor to log in on the account pages, then shows them", async () => {
    const { email, password } = await createAccount("Huda", "Saleh");
    const { context, page } = await newVisitor(browser);
    await page.goto("/change-password");
    await page.getByRole("heading", { name: "Log in to continue" }).waitFor();
    await page.goto("/account");
    await page.getByRole("heading", { name: "Log in to continue" }).waitFor();
    await expectAccessible(page);

    await page.getByRole("main").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in to Wasfa" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("tab", { name: "Profile", selected: true }).waitFor();
    expect(await page.getByLabel("Email").isDisabled()).toBe(true);
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await context.close();
  });

  it("keeps the account tab in the URL, saves the profile and changes the password", async () => {
    const { email, password } = await createAccount("Mariam", "Khan");
    const { context, page } = await newVisitor(browser);
    await page.goto("/");
    await logIn(page, email, password);
    await page.getByRole("button", { name: "Account menu for Mariam Khan" }).waitFor();

    await page.goto("/account?tab=phone");
    await page.getByRole("tab", { name: "Maid's Details", selected: true }).waitFor();
    await page.getByRole("tab", { name: "Subscription" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("subscription");
    await page.getByRole("tab", { name: "Profile" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has("tab")).toBe(false);

    await page.getByLabel("First name").fill("Maryam");
    await page.getByLabel("Country", { exact: true }).click();
    await page.getByRole("option", { name: "Qatar" }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save changes" }).click();
    await toastText(page, "Profile updated").waitFor();
    await page.getByRole("button", { name: "Account menu for Maryam Khan" }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("Country", { exact: true }).textContent()).toContain("Qatar");

    await page.goto("/account?subscription=cancel&tab=subscription");
    await toastText(page, "Payment Canceled").waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe("?tab=subscription");

    await page.goto("/account");
    await page.getByRole("link", { name: "Change password" }).click();
    await page.getByLabel("Current password").fill("Wrong-one1");
    await page.getByLabel("New password").fill("Cardamom5");
    await page.getByLabel("Confirm password").fill("Cardamom5");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Update password" }).click();
    // Said once, under its field (decision 0076): no toast repeats it.
    await page.getByText("Your current password is not correct.", { exact: true }).waitFor();
    expect(await page.getByLabel("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Your current password is not correct.").count()).toBe(1);
    expect(await openToasts(page).count()).toBe(0);

    await page.getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Update password" }).click();
    await toastText(page, "Password updated").waitFor();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe("/account");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("asks the owner to confirm the address, resends the link, and confirms it from the mail in Arabic", async () => {
    const { email, password } = await createAccount("Huda", "Saeed");
    const { context, page } = await newVisitor(browser, phone);
    const login = await context.request.post("/api/login", { data: { username: email, password }, headers: { origin: inject("baseUrl") } });
    expect(login.status()).toBe(200);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));

    await page.goto("/account");
    const notice = page.getByRole("note").filter({ hasText: "يُرجى تأكيد بريدك الإلكتروني" });
    await notice.waitFor();
    await expectAccessible(page);
    const since = Date.now();
    await notice.getByRole("button", { name: "أرسل الرابط مرة أخرى" }).click();
    await toastText(page, "أرسلنا إليك رابط تأكيد جديدًا. يُرجى التحقق من بريدك الإلكتروني.").waitFor();

    const link = new URL(await waitForVerifyLink(email, { since }));
    await page.goto(link.pathname + link.search);
    // Opening the link confirms nothing by itself (a mail scanner opens links too): she confirms with a click.
    const confirm = page.getByRole("button", { name: "تأكيد بريدي الإلكتروني" });
    await confirm.waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.goto("/account");
    await notice.waitFor();
    await page.goto(link.pathname + link.search);
    await confirm.click();
    await page.getByRole("heading", { name: "تم تأكيد البريد الإلكتروني" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expectAccessible(page);
    await page.goto("/account");
    await page.getByRole("tab", { name: "الملف الشخصي" }).waitFor();
    expect(await notice.count()).toBe(0);

    // The same link again: it worked once and says so plainly.
    await page.goto(link.pathname + link.search);
    await confirm.click();
    await page.getByRole("heading", { name: "لا يمكن استخدام هذا الرابط" }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
