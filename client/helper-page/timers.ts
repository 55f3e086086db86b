import { clockText } from "@common/helper-page";
import { ring, wakeAudio } from "./alarm";
import { button, h, isolate } from "./dom";
import type { ProgressStore, TimerState } from "./progress";
import type { Translate } from "./texts";

/**
 * A timer named in a step; its key ("r1:2:0": recipe, step, timer) also keys its state on the phone. `what`, where a
 * step has several, is the step's words for this one ("fry the onions for 5 minutes").
 */
export type TimerDefinition = { key: string; seconds: number; label: string; what?: string };

type Widget = { timer: TimerDefinition; root: HTMLElement; start: HTMLButtonElement; time: HTMLElement; toggle: HTMLButtonElement; reset: HTMLButtonElement };
type Phase = "idle" | "running" | "paused" | "done";

const leftOf = (state: TimerState) => ("end" in state ? state.end - Date.now() : state.left);

/**
 * Every countdown of the page. A timer may show in several places at once (its step on the page, cook mode),
 * all drawn from one state kept on the phone, so it survives a reload and closing cook mode.
 */
export function createTimers(store: ProgressStore, t: Translate, announce: (message: string) => void) {
  const widgets = new Set<Widget>();
  const listeners = new Set<() => void>();
  // Timers that ended before this visit are shown as ended but do not ring again.
  const rung = new Set(Object.keys(store.progress.timers).filter((key) => phaseOf(key) === "done"));
  let ticking: ReturnType<typeof setInterval> | undefined;

  function phaseOf(key: string): Phase {
    const state = store.progress.timers[key];
    if (!state) return "idle";
    if (leftOf(state) <= 0) return "done";
    return "end" in state ? "running" : "paused";
  }

  function draw(widget: Widget) {
    const { key, seconds } = widget.timer;
    const phase = phaseOf(key);
    const state = store.progress.timers[key];
    const hadFocus = widget.root.contains(document.activeElement);
    widget.root.dataset.state = phase;
    widget.start.hidden = phase !== "idle";
    widget.time.hidden = phase === "idle";
    widget.time.textContent = phase === "done" ? t("timerDone") : isolate(clockText(state ? leftOf(state) / 1000 : seconds));
    widget.toggle.hidden = phase === "idle" || phase === "done";
    widget.toggle.textContent = phase === "paused" ? t("timerResume") : t("timerPause");
    widget.reset.hidden = phase === "idle";
    // The button she pressed may have gone (Start becomes Pause): keep her focus in the timer.
    if (hadFocus && !widget.root.contains(document.activeElement)) widget.root.querySelector<HTMLElement>("button:not([hidden])")?.focus();
  }

  function tick() {
    for (const key of Object.keys(store.progress.timers)) {
      if (phaseOf(key) === "done" && !rung.has(key)) {
        rung.add(key);
        ring();
        announce(t("timerDone"));
      }
    }
    for (const widget of widgets) {
      if (widget.root.isConnected) draw(widget);
      else widgets.delete(widget);
    }
    if (!Object.keys(store.progress.timers).some((key) => phaseOf(key) === "running")) {
      clearInterval(ticking);
      ticking = undefined;
    }
  }

  function change(key: string, state: TimerState | undefined) {
    store.update((progress) => {
      if (state) progress.timers[key] = state;
      else delete progress.timers[key];
    });
    if (!state) rung.delete(key);
    ticking ??= setInterval(tick, 250);
    tick();
    for (const listener of listeners) listener();
  }

  ticking = setInterval(tick, 250);

  return {
    /** The controls of one timer: start, then the countdown with pause/resume and reset. */
    widget(timer: TimerDefinition): HTMLElement {
      const { key, seconds } = timer;
      const start = button("btn", t("timer", { time: isolate(timer.label) }), () => {
        wakeAudio();
        change(key, { end: Date.now() + seconds * 1000 });
      });
      start.prepend(h("span", { "aria-hidden": "true" }, "⏱"));
      const time = h("span", { class: "timer-time", role: "timer" });
      const toggle = button("btn", "", () => {
        const state = store.progress.timers[key];
        if (!state) return;
        change(key, "end" in state ? { left: leftOf(state) } : { end: Date.now() + state.left });
      });
      const reset = button("btn", t("timerReset"), () => change(key, undefined));
      // Two timers of one step are told apart by their words, running or not, seen and heard.
      const root = timer.what
        ? h("div", { class: "timer", role: "group", "aria-label": timer.what }, h("span", { class: "timer-what", "aria-hidden": "true" }, timer.what), start, time, toggle, reset)
        : h("div", { class: "timer" }, start, time, toggle, reset);
      const widget = { timer, root, start, time, toggle, reset };
      widgets.add(widget);
      draw(widget);
      return widget.root;
    },
    /** Keys of the timers started and not reset. */
    active: () => Object.keys(store.progress.timers),
    /** Called when a timer starts, stops or is reset. */
    onChange(listener: () => void) {
      listeners.add(listener);
    },
  };
}

export type Timers = ReturnType<typeof createTimers>;
