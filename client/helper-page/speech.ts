import { button, h } from "./dom";
import type { Translate } from "./texts";

/** Voice languages that are hers too: phones name Filipino "tl" as often as "fil", Indonesian sometimes "in". */
const sameLanguage: Record<string, string[]> = { fil: ["fil", "tl"], id: ["id", "in"] };

/** A voice of her own language on this phone, or none: a step is never read with another language's voice. */
export function voiceFor(language: string, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const wanted = sameLanguage[language] ?? [language];
  return voices.find((voice) => wanted.includes(voice.lang.toLowerCase().split(/[-_]/)[0] ?? ""));
}

/** How long the phone may take to list its voices before the page says it has none for her language. */
export const voicesWaitMs = 2000;

/**
 * Read-aloud buttons. Each shows once the phone has a voice for her language (voices often arrive late, with
 * `voiceschanged`). Where it has none, the place of the button says so rather than staying empty, so
 * she knows there is no voice to look for: at each step in cook mode, and once on the page (`note`).
 */
export function createReader(language: string, t: Translate) {
  const synth = "speechSynthesis" in window ? window.speechSynthesis : undefined;
  const places = new Set<{ control: HTMLButtonElement; note?: HTMLElement }>();
  let voice: SpeechSynthesisVoice | undefined;
  // Whether the phone has had its chance to list its voices: before that, neither the button nor the note shows.
  let settled = !synth;
  let speaking: HTMLButtonElement | undefined;

  const show = () => {
    for (const place of places) {
      if (!place.control.isConnected) places.delete(place);
      place.control.hidden = !voice;
      if (place.note) place.note.hidden = !settled || Boolean(voice);
    }
  };
  const relabel = () => {
    for (const { control } of places) control.textContent = control === speaking ? t("stopReading") : t("readAloud");
  };
  const stop = () => {
    speaking = undefined;
    synth?.cancel();
    relabel();
  };

  if (synth) {
    const look = () => {
      const voices = synth.getVoices();
      voice = voiceFor(language, voices);
      // A phone that lists voices and none of hers has answered; one that lists none yet may still be loading them.
      if (voices.length > 0) settled = true;
      show();
    };
    look();
    synth.addEventListener("voiceschanged", look);
    setTimeout(() => {
      settled = true;
      show();
    }, voicesWaitMs);
  }

  return {
    /**
     * A button that reads `text()` aloud, or stops reading, with the words saying the phone cannot where it has no
     * voice for her (left out with `note: false`, for a place that need not say it again).
     */
    place(text: () => string, { describedBy, note = true }: { describedBy?: string; note?: boolean } = {}): HTMLElement {
      const control = button("btn", t("readAloud"), () => {
        if (!synth || !voice) return;
        if (speaking === control) return stop();
        stop();
        const utterance = new SpeechSynthesisUtterance(text());
        utterance.voice = voice;
        utterance.lang = voice.lang;
        utterance.onend = utterance.onerror = () => {
          if (speaking === control) stop();
        };
        speaking = control;
        relabel();
        synth.speak(utterance);
      });
      if (describedBy) control.setAttribute("aria-describedby", describedBy);
      const said = note ? h("span", { class: "hint no-voice" }, t("noVoice")) : undefined;
      control.hidden = !voice;
      if (said) said.hidden = !settled || Boolean(voice);
      places.add({ control, note: said });
      return h("span", { class: "read-aloud" }, control, ...(said ? [said] : []));
    },
    stop,
  };
}

export type Reader = ReturnType<typeof createReader>;
