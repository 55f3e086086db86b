import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { desktop, newVisitor } from "./browser";
import { waitForResetLink, waitForVerifyLink } from "./outbox";

/** The admin the end-to-end app is started with (ADMIN_EMAILS in global-setup). */
export const e2eAdminEmail = "admin@wasfa.test";

let counter = 0;
export function uniqueEmail(name: string) {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.com`;
}

/**
 * A visitor who has just signed up through the API in their own browser context: the session cookie
 * is the context's, so the page is signed in (on the suite's app, or on `baseUrl`). `email: e2eAdminEmail`-style addresses make an admin
 * (each run uses a fresh data folder, so the admin address signs up once per run: use `signedInAdmin`).
 */
export async function signedInVisitor(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    email?: string;
    language?: "en" | "ar";
    country?: string;
    baseUrl?: string;
    /** "block": no service worker, for tests that route the page's requests (see newVisitor). */
    serviceWorkers?: "allow" | "block";
    /** The device's time zone (see newVisitor). */
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; email: string; password: string }> {
  const baseUrl = options.baseUrl ?? inject("baseUrl");
  const { context, page } = await newVisitor(browser, options.viewport ?? desktop, baseUrl, options.serviceWorkers, options.timezoneId);
  const email = options.email ?? uniqueEmail("owner");
  const password = "Kitchen1";
  const response = await context.request.post("/api/signup", {
    data: { firstName: "Sara", lastName: "Haddad", email, password, username: email, ...(options.country && { country: options.country }) },
    headers: { origin: baseUrl },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (options.language === "ar") {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
  }
  return { context, page, email, password };
}

/**
 * The run's admin, signed in. The suite shares one server, so whichever file comes first makes the admin as
 * the owner of the address would (decision 0059): signs up, confirms the address from the mail with a click,
 * then sets the password from the link that confirming mails (only a password set from the mailbox makes an
 * ADMIN_EMAILS account an admin), and logs in again, since setting it ended every session. Every later call
 * logs in.
 */
export async function signedInAdmin(browser: Browser, viewport = desktop) {
  const { context, page } = await newVisitor(browser, viewport);
  const login = await logIn(context);
  if (login.status() === 200 && (await login.json()).isAdmin) return { context, page, email: e2eAdminEmail, password: adminPassword };
  await context.close();
  const visitor = login.status() === 200 ? await newVisitor(browser, viewport) : await signedInVisitor(browser, { viewport, email: e2eAdminEmail });
  const since = Date.now();
  if (login.status() === 200) {
    // Signed up and confirmed by an earlier run that stopped half-way: "Forgot password?" sends the link too.
    await visitor.context.request.post("/api/forgot-password", { data: { email: e2eAdminEmail }, headers: { origin: inject("baseUrl") } });
  } else {
    const confirm = new URL(await waitForVerifyLink(e2eAdminEmail));
    await visitor.page.goto(confirm.pathname + confirm.search);
    await visitor.page.getByRole("button", { name: "Confirm my email" }).click();
    await visitor.page.getByRole("heading", { name: "Email confirmed" }).waitFor();
  }
  const setPassword = new URL(await waitForResetLink(e2eAdminEmail, { since }));
  await visitor.page.goto(setPassword.pathname + setPassword.search);
  await visitor.page.getByLabel("New password").fill(adminPassword);
  await visitor.page.getByLabel("Confirm password").fill(adminPassword);
  await visitor.page.getByRole("button", { name: "Reset password" }).click();
  await visitor.page.getByRole("heading", { name: "Password reset" }).waitFor();
  const again = await logIn(visitor.context);
  expect(again.status(), await again.text()).toBe(200);
  expect((await again.json()).isAdmin).toBe(true);
  return { context: visitor.context, page: visitor.page, email: e2eAdminEmail, password: adminPassword };
}

const adminPassword = "Kitchen1";
const logIn = (context: BrowserContext) =>
  context.request.post("/api/login", { data: { username: e2eAdminEmail, password: adminPassword }, headers: { origin: inject("baseUrl") } });

/**
 * Closes the helper welcome dialog that greets an owner without helper details about 800 ms after
 * a login or signup (docs/spec.md §4), as an owner would with "Later".
 */
export async function dismissHelperWelcome(page: Page, language: "en" | "ar" = "en") {
  const dialog = page.getByRole("dialog", { name: language === "ar" ? "من يطبخ معك؟" : "Who cooks with you?" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: language === "ar" ? "لاحقًا" : "Later" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Confirms `email` from the link mailed at signup, as its owner would (some actions need it: inviting, decision 0082). */
export async function confirmEmail(context: BrowserContext, email: string) {
  const link = new URL(await waitForVerifyLink(email));
  const confirmed = await context.request.post("/api/verify-email", {
    data: { email: link.searchParams.get("email"), token: link.searchParams.get("token") },
    headers: { origin: inject("baseUrl") },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
