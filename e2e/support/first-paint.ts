import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { desktop } from "./browser";
import { uniqueEmail } from "./session";

/*
 * What the tests of the server's pages (decision 0055) share: a browser without JavaScript, the Arabic cookie, a
 * new owner, and a watch on hydration.
 */

/** A visitor whose interface language is Arabic: the cookie the app mirrors its choice into. */
export async function inArabic(context: BrowserContext) {
  await context.addCookies([{ name: "app-language", value: "ar", url: inject("baseUrl") }]);
}

/** A browser without JavaScript: what the server sent is all there is. */
export async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ viewport: desktop, baseURL: inject("baseUrl"), locale: "en-US", javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** Signs the context's visitor up (a new owner in her free month: recipe details allowed). */
export async function signUp(context: BrowserContext) {
  const email = uniqueEmail("firstpaint");
  const response = await context.request.post("/api/signup", {
    data: { firstName: "Sara", lastName: "Haddad", email, password: "Kitchen1", username: email },
    headers: { origin: inject("baseUrl") },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Watches a page's hydration: console errors (React's warnings), uncaught errors, and whether the heading the
 * server sent is still the one on screen once the app has started (a failed hydration draws it anew). `parts`: a
 * selector of further elements the server sent that must still be the ones on screen (the menu's days, her cards).
 */
export async function watchHydration(page: Page, { parts = "" }: { parts?: string } = {}) {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // A guest's account check answers 401 by design; the browser reports it as a failed resource.
    if ((message.type() === "error" || message.type() === "warning") && !message.text().startsWith("Failed to load resource")) consoleErrors.push(message.text());
  });
  await page.addInitScript((parts: string) => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const seen = window as unknown as { serverHeading: Element | null; serverToday: Element | null; serverParts: Element[] };
      seen.serverHeading = document.querySelector("h1");
      // A signed-in home's "Today" when the server drew it (decision 0088); not its placeholder, which the browser replaces.
      const today = document.getElementById("today-heading")?.closest("section") ?? null;
      seen.serverToday = today && !today.querySelector('[role="status"]') ? today : null;
      seen.serverParts = parts ? Array.from(document.querySelectorAll(parts)) : [];
    });
  }, parts);
  return {
    consoleErrors,
    /** Whether the server's heading, and its "Today" when it drew one, survived hydration. */
    kept: () =>
      page.evaluate(() => {
        const { serverHeading: kept, serverToday } = window as unknown as { serverHeading: Element | null; serverToday: Element | null };
        return kept !== null && kept === document.querySelector("h1") && kept.isConnected && (serverToday === null || serverToday.isConnected);
      }),
    /** How many of the `parts` the server sent, and how many of them are still on screen. */
    keptParts: () =>
      page.evaluate(() => {
        const { serverParts } = window as unknown as { serverParts: Element[] };
        return { sent: serverParts.length, kept: serverParts.filter((part) => part.isConnected).length };
      }),
  };
}

/** Waits until the app has started (a button that works only with React answers). */
export const started = (page: Page) => page.waitForFunction(() => document.querySelector("#root [data-slot], #root button") !== null && "serverHeading" in window);

/** A rendered page's HTML, and the readings it carries for the browser: address and answer (without their times). */
export function drawnPage(html: string) {
  const [page = "", data = ""] = html.split('<script type="application/json" id="server-state">');
  const state = JSON.parse(data.split("</script>")[0]!) as { queries: { queries: { queryKey: string[]; state: { data: unknown } }[] } };
  const readings = state.queries.queries.map((query) => JSON.stringify([query.queryKey, query.state.data])).sort();
  return { page, readings, keys: state.queries.queries.map((query) => query.queryKey[0]!).sort() };
}
