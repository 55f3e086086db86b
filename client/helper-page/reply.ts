import type { HelperPage } from "@common/helper-page";
import { button, h } from "./dom";
import { hashView } from "./hash-view";
import { composedLine } from "./reply-line";
import type { Translate } from "./texts";

/**
 * Her Reply sheet (decision 0084), on top of the server's form, which works without this: opened over the page by the
 * address `#reply` (the Reply button), so the phone's Back button closes it, as in cook mode; her message shown as
 * it will be sent; nothing sent with something missing, or with no network (WhatsApp would not open), each said in
 * her language. The form itself posts to her link's reply address in a new tab, which answers with WhatsApp.
 */
export function createReplySheet(page: HelperPage, t: Translate) {
  const reply = page.reply;
  const section = document.getElementById("reply");
  const form = section?.querySelector("form");
  const heading = section?.querySelector("h2");
  if (!reply || !section || !form || !heading) return;
  const main = document.getElementById("main")!;
  const preview = document.getElementById("reply-preview")!;
  const line = document.getElementById("reply-line")!;
  const status = document.getElementById("reply-status")!;

  const close = button("btn cook-close", "✕", () => exit());
  close.setAttribute("aria-label", t("replyClose"));
  close.title = t("replyClose");
  close.hidden = true;
  const head = h("div", { class: "sheet-head" });
  heading.before(head);
  head.append(heading, close);

  const say = (message: string) => (status.textContent = message);
  const update = () => {
    const text = composedLine(reply, new FormData(form));
    preview.hidden = !text;
    line.textContent = text ?? "";
    say("");
  };
  form.addEventListener("input", update);
  form.addEventListener("change", (event) => {
    update();
    // A phrase with a blank: what goes in it comes into view.
    const picked = event.target instanceof HTMLInputElement && event.target.name === "phrase" ? event.target : undefined;
    picked?.closest(".phrase")?.querySelector(".param")?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  });
  form.addEventListener("submit", (event) => {
    if (!composedLine(reply, new FormData(form))) {
      event.preventDefault();
      say(t("replyMissing"));
      const chosen = form.querySelector<HTMLInputElement>("input[name=phrase]:checked");
      (chosen?.closest(".phrase")?.querySelector<HTMLElement>(".param input, .param textarea") ?? form.querySelector<HTMLElement>("input[name=phrase]"))?.focus();
    } else if (!navigator.onLine) {
      event.preventDefault();
      say(t("replyOffline"));
    }
  });

  let isOpen = false;
  let returnFocus: HTMLElement | undefined;

  function open() {
    if (isOpen) return;
    isOpen = true;
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    section!.classList.add("sheet");
    section!.setAttribute("role", "dialog");
    section!.setAttribute("aria-modal", "true");
    close.hidden = false;
    main.inert = true;
    document.documentElement.classList.add("replying");
    section!.scrollTop = 0;
    heading!.focus();
  }

  function shut() {
    if (!isOpen) return;
    isOpen = false;
    section!.classList.remove("sheet");
    section!.removeAttribute("role");
    section!.removeAttribute("aria-modal");
    close.hidden = true;
    main.inert = false;
    document.documentElement.classList.remove("replying");
    (returnFocus?.isConnected ? returnFocus : document.querySelector<HTMLElement>(".reply-open"))?.focus();
  }

  const view = hashView((hash) => hash === "#reply", open, shut);
  const exit = () => view.exit();
  document.addEventListener("keydown", (event) => {
    if (isOpen && event.key === "Escape") {
      event.preventDefault();
      exit();
    }
  });
}
