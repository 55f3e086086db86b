import { button } from "./dom";
import type { Translate } from "./texts";

/** Voice languages that are hers too: phones name Filipino "tl" as often as "fil", Indonesian sometimes "in". */
const sameLanguage: Record<string, string[]> = { fil: ["fil", "tl"], id: ["id", "in"] };

/** A voice of her own language on this phone, or none: a step is never read with another language's voice. */
export function voiceFor(language: string, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const wanted = sameLanguage[language] ?? [language];
  return voices.find((voice) => wanted.includes(voice.lang.toLowerCase().split(/[-_]/)[0] ?? ""));
}

/**
 * Read-aloud buttons. Each stays hidden until the phone has a voice for her language (voices often arrive
 * late, with `voiceschanged`); a phone with none never shows them.
 */
export function createReader(language: string, t: Translate) {
  const synth = "speechSynthesis" in window ? window.speechSynthesis : undefined;
  const buttons = new Set<HTMLButtonElement>();
  let voice: SpeechSynthesisVoice | undefined;
  let speaking: HTMLButtonElement | undefined;

  const relabel = () => {
    for (const each of buttons) {
      if (!each.isConnected) buttons.delete(each);
      each.textContent = each === speaking ? t("stopReading") : t("readAloud");
    }
  };
  const stop = () => {
    speaking = undefined;
    synth?.cancel();
    relabel();
  };

  if (synth) {
    const look = () => {
      voice = voiceFor(language, synth.getVoices());
      for (const each of buttons) each.hidden = !voice;
    };
    look();
    synth.addEventListener("voiceschanged", look);
  }

  return {
    /** A button that reads `text()` aloud, or stops reading. */
    button(text: () => string, describedBy?: string): HTMLButtonElement {
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
      control.hidden = !voice;
      if (describedBy) control.setAttribute("aria-describedby", describedBy);
      buttons.add(control);
      return control;
    },
    stop,
  };
}

export type Reader = ReturnType<typeof createReader>;
