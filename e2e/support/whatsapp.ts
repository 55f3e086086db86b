import type { BrowserContext, Page } from "playwright-core";

/**
 * wa.me is outside the test machine: it is answered with a stand-in page, so the address of the tab a click
 * opens can be read. Returns that address and its decoded message.
 */
export async function captureWhatsApp(context: BrowserContext, page: Page, click: () => Promise<void>) {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const opened = page.waitForEvent("popup");
  await click();
  const popup = await opened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = popup.url();
  await popup.close();
  return { url, text: new URL(url).searchParams.get("text") ?? "" };
}
