/**
 * The helper's page (/h/{token}, decisions 0050 and 0054), on top of the server's HTML, which reads without it:
 * ticks kept on the phone, cook mode, timers, read aloud, her Reply sheet, and the page kept for offline use. No framework,
 * so it loads fast on a cheap phone on a weak network.
 */
import "./helper.css";
import type { HelperPage } from "@common/helper-page";
import { keepChecks } from "./checklist";
import { createCookMode, timerKey } from "./cook-mode";
import { announcer } from "./dom";
import { openLinkedDish } from "./linked-dish";
import { keepOffline } from "./offline";
import { progressStore } from "./progress";
import { createReplySheet } from "./reply";
import { createReader } from "./speech";
import { translator } from "./texts";
import { createTimers } from "./timers";

const data = document.getElementById("helper-data");
if (data?.textContent) {
  const page = JSON.parse(data.textContent) as HelperPage;
  const t = translator(page.texts);
  const store = progressStore(page.storageKey);
  const timers = createTimers(store, t, announcer());
  const reader = createReader(page.language, t);
  const sections = page.kind === "recipe" ? [page.recipe] : page.recipes;

  keepChecks(store);
  for (const section of sections) {
    const steps = document.querySelectorAll(`ol[data-recipe="${CSS.escape(section.id)}"] > li`);
    steps.forEach((item, index) => {
      const step = section.steps[index];
      const text = item.querySelector("p");
      if (!step || !text) return;
      text.id ||= `${section.id}-s${index}`;
      const tools = document.createElement("div");
      tools.className = "tools";
      tools.append(
        ...step.timers.map((timer, n) => timers.widget({ key: timerKey(section, index, n), ...timer })),
        // The page says once, at the first step, that the phone has no voice for her; cook mode says it at each.
        reader.place(() => step.text, { describedBy: text.id, note: index === 0 }),
      );
      item.append(tools);
    });
  }
  createCookMode(page, sections, store, timers, reader, t);
  if (page.kind === "menu") openLinkedDish();
  createReplySheet(page, t);
  keepOffline(page, data.dataset.serviceWorker ?? "", t);
}
