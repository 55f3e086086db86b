/** A running timer keeps its end (so it survives a reload), a paused one what was left. */
export type TimerState = { end: number } | { left: number };

/** What she has done on this link, kept on the phone under the page's storage key (a hash, not the token). */
export type Progress = { checked: string[]; steps: Record<string, number>; timers: Record<string, TimerState> };

export type ProgressStore = { readonly progress: Progress; update(change: (progress: Progress) => void): void };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function read(key: string): Progress {
  const empty: Progress = { checked: [], steps: {}, timers: {} };
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    if (!isObject(stored)) return empty;
    return {
      checked: Array.isArray(stored.checked) ? stored.checked.filter((id): id is string => typeof id === "string") : [],
      steps: isObject(stored.steps) ? (stored.steps as Progress["steps"]) : {},
      timers: isObject(stored.timers) ? (stored.timers as Progress["timers"]) : {},
    };
  } catch {
    // Storage off (some private modes) or a damaged value: start afresh rather than break the page.
    return empty;
  }
}

export function progressStore(key: string): ProgressStore {
  const progress = read(key);
  return {
    progress,
    update(change) {
      change(progress);
      try {
        localStorage.setItem(key, JSON.stringify(progress));
      } catch {
        // Full or refused: the page still works for this visit.
      }
    },
  };
}
