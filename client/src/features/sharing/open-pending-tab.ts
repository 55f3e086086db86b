/**
 * Opens the new tab now, inside the click, so pop-up blockers (desktop and phone browsers) let it
 * through; the caller sends it to WhatsApp once the message is ready, or closes it. It is cut off from
 * this page (no `opener`) before anything else loads in it. Null when the browser refused anyway.
 */
export function openPendingTab(text: { message: string; lang: string; dir: "ltr" | "rtl" }): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  try {
    tab.opener = null;
    const { document } = tab;
    document.title = text.message;
    document.documentElement.lang = text.lang;
    document.documentElement.dir = text.dir;
    document.body.style.font = "16px system-ui, sans-serif";
    document.body.style.padding = "2rem";
    document.body.textContent = text.message;
  } catch {
    // A browser that does not let us write into the blank tab: it still goes to WhatsApp.
  }
  return tab;
}
