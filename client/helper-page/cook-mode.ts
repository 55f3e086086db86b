import type { HelperPage, HelperRecipeSection } from "@common/helper-page";
import { button, h } from "./dom";
import { hashView } from "./hash-view";
import type { ProgressStore } from "./progress";
import type { Reader } from "./speech";
import type { Translate } from "./texts";
import type { Timers } from "./timers";

export const timerKey = (section: HelperRecipeSection, step: number, timer: number) => `${section.id}:${step}:${timer}`;

/** The screen kept on while she cooks, where the phone allows it; released by the phone when she leaves the page. */
function screenKeeper(onChange: (held: boolean) => void) {
  let lock: WakeLockSentinel | undefined;
  let wanted = false;
  const acquire = async () => {
    if (!wanted || lock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => {
        lock = undefined;
        onChange(false);
      });
      onChange(true);
    } catch {
      // Refused (battery saver, no permission): cooking goes on without it.
    }
  };
  // The phone drops the lock when the page is hidden; take it again when she comes back.
  document.addEventListener("visibilitychange", () => void acquire());
  return {
    hold() {
      wanted = true;
      void acquire();
    },
    release() {
      wanted = false;
      void lock?.release();
    },
  };
}

/**
 * Cook mode: one step at a time over the whole screen. It is opened by the address `#cook-<section id>` (the
 * "Start cooking" link, a menu's dish), so the phone's Back button closes it; the step she is on is kept on the phone.
 */
export function createCookMode(page: HelperPage, sections: HelperRecipeSection[], store: ProgressStore, timers: Timers, reader: Reader, t: Translate) {
  const main = document.getElementById("main")!;
  const forward = page.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = page.dir === "rtl" ? "ArrowRight" : "ArrowLeft";

  const title = h("p", { class: "cook-title", id: "cook-title" });
  const close = button("btn cook-close", "✕", () => exit());
  close.setAttribute("aria-label", t("exitCookMode"));
  close.title = t("exitCookMode");
  const progress = h("p", { class: "cook-progress" });
  const stepText = h("p", { class: "cook-step" });
  const live = h("div", { class: "cook-live", "aria-live": "polite", "aria-atomic": "true", tabindex: "-1" }, progress, stepText);
  const tools = h("div", { class: "tools" });
  const others = h("div", { class: "cook-others" });
  const screenOn = h("p", { class: "cook-screen", hidden: "" }, t("screenOn"));
  const body = h("div", { class: "cook-body" }, live, tools, others, screenOn);
  const back = button("btn", t("back"), () => go(-1));
  const next = button("btn primary", t("next"), () => go(1));
  const root = h(
    "div",
    { class: "cook", role: "dialog", "aria-modal": "true", "aria-labelledby": "cook-title", hidden: "" },
    h("div", { class: "cook-top" }, title, close),
    body,
    h("div", { class: "cook-nav" }, back, next),
  );
  document.body.append(root);

  const screen = screenKeeper((held) => (screenOn.hidden = !held));
  let section: HelperRecipeSection | undefined;
  let step = 0;
  let returnFocus: HTMLElement | undefined;

  function draw() {
    if (!section) return;
    const total = section.steps.length;
    const current = section.steps[step];
    progress.textContent = t("stepOf", { current: step + 1, total });
    stepText.textContent = current?.text ?? "";
    tools.replaceChildren(
      ...(current?.timers ?? []).map((timer, index) => timers.widget({ key: timerKey(section!, step, index), ...timer })),
      reader.place(() => current?.text ?? ""),
    );
    drawOthers();
    const hadFocus = back === document.activeElement;
    back.disabled = step === 0;
    if (hadFocus && back.disabled) next.focus();
    next.textContent = step === total - 1 ? t("finish") : t("next");
  }

  /** Timers of other steps that are still going, so a rice left on the fire is not forgotten. */
  function drawOthers() {
    const own = `${section?.id}:${step}:`;
    const running = timers.active().filter((key) => !key.startsWith(own));
    others.hidden = running.length === 0;
    others.replaceChildren(
      ...running.flatMap((key) => {
        const [id, stepIndex, timerIndex] = key.split(":");
        const owner = sections.find((candidate) => candidate.id === id);
        const timer = owner?.steps[Number(stepIndex)]?.timers[Number(timerIndex)];
        if (!owner || !timer) return [];
        const where = `${sections.length > 1 ? `${owner.title} · ` : ""}${t("stepOf", { current: Number(stepIndex) + 1, total: owner.steps.length })}`;
        return [h("p", { class: "hint" }, where), timers.widget({ key, ...timer })];
      }),
    );
  }
  timers.onChange(() => section && drawOthers());

  function go(by: number) {
    if (!section) return;
    if (step + by >= section.steps.length) return finish();
    step = Math.max(0, step + by);
    reader.stop();
    store.update((progress) => (progress.steps[section!.id] = step));
    draw();
  }

  function finish() {
    const done = section;
    if (done) store.update((progress) => delete progress.steps[done.id]);
    exit();
  }

  function open(opening: HelperRecipeSection) {
    if (section === opening) return;
    // From one recipe's cook mode straight to another's (a menu), focus still goes back where she started.
    if (!section) returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    section = opening;
    step = Math.min(store.progress.steps[opening.id] ?? 0, Math.max(0, opening.steps.length - 1));
    title.textContent = opening.title;
    draw();
    root.hidden = false;
    main.inert = true;
    document.documentElement.classList.add("cooking");
    live.focus();
    screen.hold();
  }

  function shut() {
    if (!section) return;
    const closing = section;
    section = undefined;
    reader.stop();
    screen.release();
    root.hidden = true;
    main.inert = false;
    document.documentElement.classList.remove("cooking");
    const fallback = document.querySelector<HTMLElement>(`#${CSS.escape(closing.id)} .start`);
    (returnFocus?.isConnected ? returnFocus : fallback)?.focus();
  }

  const sectionOf = (hash: string) => {
    const id = hash.startsWith("#cook-") ? decodeURIComponent(hash.slice("#cook-".length)) : undefined;
    return sections.find((candidate) => candidate.id === id);
  };
  /** Cook mode is left by its address, so the page and the history agree. */
  const view = hashView((hash) => sectionOf(hash) !== undefined, (hash) => open(sectionOf(hash)!), shut);
  const exit = () => view.exit();

  document.addEventListener("keydown", (event) => {
    if (!section || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Escape") exit();
    else if (event.key === forward) go(1);
    else if (event.key === backward) go(-1);
    else return;
    event.preventDefault();
  });

  // A swipe towards the start of the line shows the next step (to the left in English, to the right in Urdu).
  let touch: { x: number; y: number } | undefined;
  body.addEventListener("pointerdown", (event) => {
    touch = event.pointerType === "mouse" ? undefined : { x: event.clientX, y: event.clientY };
  });
  body.addEventListener("pointerup", (event) => {
    if (!touch) return;
    const dx = event.clientX - touch.x;
    const dy = event.clientY - touch.y;
    touch = undefined;
    if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    go((dx < 0) === (page.dir === "ltr") ? 1 : -1);
  });
  body.addEventListener("pointercancel", () => (touch = undefined));
}
