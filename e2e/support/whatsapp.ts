import type { BrowserContext, Page } from "playwright-core";

/**
 * wa.me is outside the test machine: answers it with a stand-in page, so the address of the popup a click
 * opens can be read; returns the message text it carries.
 */
export async function captureWhatsApp(context: BrowserContext, page: Page, click: () => Promise<void>) {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const opened = page.waitForEvent("popup");
  await click();
  const popup = await opened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  await popup.close();
  return text;
}
