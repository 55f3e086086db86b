import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, pageErrors, phone, screenshot } from "./support/browser";
import { waitForMailWith } from "./support/outbox";
import { signedInVisitor } from "./support/session";

/** A toast's title or description, found by its exact text. */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

const subscriptionTab = (page: Page) => page.getByRole("tabpanel", { name: "Subscription" });

/** The status card's heading: the status as docs/spec.md §4 names it. */
const statusHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

/** Where the page is, without the origin. */
const where = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Answers GET /api/subscription in the browser with a status the server cannot reach today (time passing, an
 * admin). The server renders /account with the status it knows and hands it to the page (decision 0055), so
 * the page is also given without the server's data: the browser draws it, asking for the (stubbed) status, as
 * it does after an in-app navigation to the tab. Playwright cannot route what a service worker fetches, so the
 * tests that stub keep the app's worker off (`stubbable`).
 */
const stubbable = { serviceWorkers: "block" } as const;

async function stubStatus(page: Page, answer: { status: string; trialEndsAt: string | null; subscriptionEndsAt: string | null }) {
  await page.route("**/api/subscription", (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: answer }) : route.fallback(),
  );
  await page.route(
    (url) => url.pathname === "/account",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="server-state">[\s\S]*?<\/script>/, "");
      await route.fulfill({ response, body: html });
    },
  );
}

describe("subscription", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("subscribes on the test checkout, cancels and is logged out, logs in again and reactivates", async () => {
    const { context, page, email, password } = await signedInVisitor(browser);
    await page.goto("/account?tab=subscription");
    const tab = subscriptionTab(page);
    await statusHeading(page, "Free Trial Active").waitFor();
    expect(await tab.getByText(/^Trial ends \w+/).isVisible()).toBe(true);
    expect(await tab.getByText("2 AED / month · first month free · cancel anytime").isVisible()).toBe(true);
    await expectAccessible(page);

    // Subscribe: off to the built-in test checkout, then back with the success toast.
    await tab.getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.waitForURL(/\/test-checkout\?/);
    await page.getByText("Test mode — no card is charged").waitFor();
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    await toastText(page, "Subscription Activated").waitFor();
    await statusHeading(page, "Active Subscription").waitFor();
    await expect.poll(() => where(page)).toBe("/account?tab=subscription");
    // Subscribed during the free month: it says when the first 2 AED is charged.
    expect(await tab.getByText(/^First payment of 2 AED on \w+/).isVisible()).toBe(true);
    expect(await tab.getByRole("button", { name: "Subscribe" }).count()).toBe(0);
    await expectAccessible(page);

    // Cancel: asked first, then logged out, on / and reloaded.
    await tab.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
    await dialog.waitFor();
    expect(await dialog.getByText(/^Cancelling now costs nothing: no payment is taken, and you keep full access until \w+/).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.evaluate(() => ((window as Window & { beforeCancel?: boolean }).beforeCancel = true));
    await dialog.getByRole("button", { name: "Yes, cancel" }).click();
    // One full load of /: the URL changes with the new page, and waiting for it waits for its load.
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Login" }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as Window & { beforeCancel?: boolean }).beforeCancel)).toBeUndefined();
    // After the reload, a word on what it means: access remains until the period's end.
    await toastText(page, "Subscription canceled").waitFor();
    expect(
      await page.getByText(/^Nothing more will be charged\. You can still open recipes until \w+.* Log in again at any time to reactivate\.$/).isVisible(),
    ).toBe(true);
    expect((await page.request.get("/api/account")).status()).toBe(401);

    // Logged in again: the subscription ends at the period's end, unless reactivated.
    const login = await page.request.post("/api/login", {
      data: { username: email, password },
      headers: { origin: inject("baseUrl") },
    });
    expect(login.status()).toBe(200);
    await page.reload();
    await page.goto("/account?tab=subscription");
    await statusHeading(page, "Subscription Ending Soon").waitFor();
    expect(await tab.getByText(/^Access until \w+/).isVisible()).toBe(true);
    await expectAccessible(page);

    await tab.getByRole("button", { name: "Reactivate subscription" }).click();
    await toastText(page, "Subscription Reactivated").waitFor();
    await statusHeading(page, "Active Subscription").waitFor();
    expect(await tab.getByRole("button", { name: "Cancel subscription" }).isEnabled()).toBe(true);
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  /** Decision 0074: one date and one story about money on the tab, in the cancel dialog, the toasts and the mails. */
  const oneStory = {
    en: {
      tab: "Subscription",
      trialEnds: /^Trial ends (.+)$/,
      subscribe: "Subscribe",
      checkoutSubscribe: "Subscribe",
      activated: "Subscription Activated",
      activeTitle: "Active Subscription",
      firstPayment: (day: string) => `First payment of 2 AED on ${day}`,
      freeMonth: (day: string) => `Your free month runs until ${day}: the first 2 AED is charged then, and each month after. You have full access meanwhile.`,
      cancel: "Cancel subscription",
      dialog: "Cancel your subscription?",
      costsNothing: (day: string) => `Cancelling now costs nothing: no payment is taken, and you keep full access until ${day}.`,
      confirm: "Yes, cancel",
      canceledNotice: (day: string) => `Nothing more will be charged. You can still open recipes until ${day}. Log in again at any time to reactivate.`,
    },
    ar: {
      tab: "الاشتراك",
      trialEnds: /^تنتهي الفترة التجريبية في (.+)$/,
      subscribe: "اشترك",
      checkoutSubscribe: "اشترك",
      activated: "تم تفعيل الاشتراك",
      activeTitle: "اشتراك نشط",
      firstPayment: (day: string) => `أول دفعة بقيمة 2 درهم في ${day}`,
      freeMonth: (day: string) => `شهرك المجاني مستمر حتى ${day}: تُخصم أول 2 درهم حينها، ثم كل شهر. لديك وصول كامل حتى ذلك الحين.`,
      cancel: "إلغاء الاشتراك",
      dialog: "هل تريد إلغاء اشتراكك؟",
      costsNothing: (day: string) => `الإلغاء الآن لا يكلفك شيئًا: لن يُخصم أي مبلغ، ويبقى لديك وصول كامل حتى ${day}.`,
      confirm: "نعم، ألغِ الاشتراك",
      canceledNotice: (day: string) => `لن يُخصم أي مبلغ آخر. يمكنك فتح الوصفات حتى ${day}. سجّل الدخول مجددًا في أي وقت لإعادة التفعيل.`,
    },
  } as const;

  for (const language of ["en", "ar"] as const) {
    it(`tells one story after subscribing in the free month: the tab, the return toast, the cancel dialog, the notice after it and the mail agree (${language})`, async () => {
      const t = oneStory[language];
      const { context, page, email } = await signedInVisitor(browser, { language, viewport: phone });
      await page.goto("/account?tab=subscription");
      const tab = page.getByRole("tabpanel", { name: t.tab });
      const { trialEndsAt } = (await (await page.request.get("/api/subscription")).json()) as { trialEndsAt: string };
      // The day as the browser writes it (docs/spec.md §4: its regional format when it speaks the interface
      // language, else the Emirates'). The server's first draw writes it the country's way until the tab is
      // hydrated: read from that draw on a loaded machine, the day once disagreed with the toast's.
      const day = await page.evaluate(
        ([iso, language]) => {
          const browserTag = navigator.languages.find((tag) => tag.split("-")[0] === language);
          return new Intl.DateTimeFormat(browserTag ?? `${language}-AE`, { dateStyle: "long" }).format(new Date(iso));
        },
        [trialEndsAt, language] as const,
      );
      await tab.getByText(t.trialEnds).filter({ hasText: day }).waitFor();
      // A mail knows no browser: it writes the day as the owner's country does (the Emirates' when she named none).
      const mailDay = new Intl.DateTimeFormat(`${language}-AE`, { dateStyle: "long", timeZone: "Asia/Dubai" }).format(new Date(trialEndsAt));

      await tab.getByRole("button", { name: t.subscribe, exact: true }).click();
      await page.waitForURL(/\/test-checkout\?/);
      await page.getByRole("button", { name: t.checkoutSubscribe, exact: true }).click();
      // Back from the checkout: the toast says when she is first charged, the day her free month ends.
      const returnToast = page.getByRole("status").filter({ hasText: t.activated });
      await returnToast.waitFor();
      expect(await returnToast.textContent()).toContain(t.freeMonth(day));
      await statusHeading(page, t.activeTitle).waitFor();
      expect(await tab.getByText(t.firstPayment(day), { exact: true }).isVisible()).toBe(true);
      expect(await tab.getByText(t.freeMonth(day), { exact: true }).isVisible()).toBe(true);
      await screenshot(page, `${language}-billing-tab-subscribed`);
      // The mail that confirms it says the same: first charge and free cancelling, on the same day.
      const confirmed = await waitForMailWith(email, t.firstPayment(mailDay));
      expect(confirmed).toContain(t.costsNothing(mailDay));

      // Cancelling now: free, and access until that same day (not a month later).
      await tab.getByRole("button", { name: t.cancel }).click();
      const dialog = page.getByRole("alertdialog", { name: t.dialog });
      await dialog.getByText(t.costsNothing(day), { exact: true }).waitFor();
      await screenshot(page, `${language}-billing-cancel-dialog`);
      await expectAccessible(page);
      await dialog.getByRole("button", { name: t.confirm }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await toastText(page, t.canceledNotice(day)).waitFor();
      await waitForMailWith(email, t.canceledNotice(mailDay));
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it("comes back from the test checkout's Cancel with 'Payment Canceled', still on the free trial", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone });
    await page.goto("/account?tab=subscription");
    await statusHeading(page, "Free Trial Active").waitFor();
    await subscriptionTab(page).getByRole("button", { name: "Subscribe", exact: true }).click();
    await page.waitForURL(/\/test-checkout\?/);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await toastText(page, "Payment Canceled").waitFor();
    await expect.poll(() => where(page)).toBe("/account?tab=subscription");
    expect(await statusHeading(page, "Free Trial Active").isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("shows an ended subscription with the promo and a lapsed trial with Subscribe; reactivating an ended one starts a checkout", async () => {
    const { context, page } = await signedInVisitor(browser, stubbable);
    await stubStatus(page, { status: "canceled", trialEndsAt: "2026-01-10T09:00:00.000Z", subscriptionEndsAt: "2026-02-10T09:00:00.000Z" });
    await page.goto("/account?tab=subscription");
    const tab = subscriptionTab(page);
    await statusHeading(page, "Subscription Ended").waitFor();
    expect(await tab.getByText(/^Ended on \w+/).isVisible()).toBe(true);
    expect(await statusHeading(page, "Come back to Wasfa").isVisible()).toBe(true);
    expect(await tab.getByText("2 AED / month · cancel anytime").isVisible()).toBe(true);
    expect(await tab.getByRole("button", { name: "Cancel subscription" }).count()).toBe(0);
    await expectAccessible(page);

    // The server has no canceling subscription to resume, so it answers a checkout.
    await tab.getByRole("button", { name: "Reactivate subscription" }).click();
    await page.waitForURL(/\/test-checkout\?/);
    await page.getByText("Test mode — no card is charged").waitFor();

    await page.unrouteAll();
    await stubStatus(page, { status: "inactive", trialEndsAt: "2026-01-10T09:00:00.000Z", subscriptionEndsAt: null });
    await page.goto("/account?tab=subscription");
    await statusHeading(page, "No Active Subscription").waitFor();
    expect(await tab.getByText(/^Your free trial ended on \w+/).isVisible()).toBe(true);
    expect(await tab.getByRole("button", { name: "Subscribe", exact: true }).isVisible()).toBe(true);
    expect(await tab.getByText("2 AED / month · cancel anytime").isVisible()).toBe(true);
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("says so when a subscription request fails, and keeps the owner where they are", async () => {
    const { context, page } = await signedInVisitor(browser, stubbable);
    await page.route("**/api/subscription", (route) =>
      route.request().method() === "GET" ? route.fallback() : route.fulfill({ status: 500, json: { message: "Boom" } }),
    );
    await page.goto("/account?tab=subscription");
    const tab = subscriptionTab(page);
    await statusHeading(page, "Free Trial Active").waitFor();

    await tab.getByRole("button", { name: "Subscribe", exact: true }).click();
    await toastText(page, "There was an error processing your subscription request.").waitFor();
    expect(await tab.getByRole("button", { name: "Subscribe", exact: true }).isEnabled()).toBe(true);

    await tab.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel" }).click();
    await toastText(page, "Failed to cancel your subscription.").waitFor();
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
    expect(where(page)).toBe("/account?tab=subscription");
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel subscription");

    await page.unrouteAll();
    await stubStatus(page, { status: "canceling", trialEndsAt: null, subscriptionEndsAt: "2099-01-01T00:00:00.000Z" });
    await page.route("**/api/subscription/reactivate", (route) =>
      route.fulfill({ json: { status: "canceled", trialEndsAt: null, subscriptionEndsAt: null } }),
    );
    await page.reload();
    await statusHeading(page, "Subscription Ending Soon").waitFor();
    await tab.getByRole("button", { name: "Reactivate subscription" }).click();
    await toastText(page, "We could not reactivate your subscription.").waitFor();
    expect(await statusHeading(page, "Subscription Ending Soon").isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("reads in Arabic, right to left, with the date in Arabic and the checkout in Arabic", async () => {
    const { context, page } = await signedInVisitor(browser, { language: "ar", viewport: phone });
    await page.goto("/account?tab=subscription");
    const tab = page.getByRole("tabpanel", { name: "الاشتراك" });
    await statusHeading(page, "الفترة التجريبية المجانية نشطة").waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await tab.getByText(/^تنتهي الفترة التجريبية في \S+/).isVisible()).toBe(true);
    expect(await tab.getByText("2 درهم / شهريًا · الشهر الأول مجاني · يمكنك الإلغاء في أي وقت").isVisible()).toBe(true);
    await expectAccessible(page);

    await tab.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    const dialog = page.getByRole("alertdialog", { name: "هل تريد إلغاء اشتراكك؟" });
    await dialog.waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: ".tmp/subscription-cancel-ar.png" });
    await dialog.getByRole("button", { name: "الإبقاء على الاشتراك" }).click();
    await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);

    await tab.getByRole("button", { name: "اشترك", exact: true }).click();
    await page.waitForURL(/\/test-checkout\?/);
    await page.getByText("وضع الاختبار — لن يتم خصم أي مبلغ من بطاقة").waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
