import { useSyncExternalStore, type ReactNode } from "react";

/** docs/spec.md §2/§9: one toast visible at a time, removed from the DOM 1000 ms after it is dismissed. */
export const toastLimit = 1;
export const toastRemoveDelayMs = 1000;
export const toastDurationMs = 5000;

export type ToastVariant = "default" | "destructive" | "success";

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  open: boolean;
};

type ToastInput = Omit<ToastData, "id" | "open">;

let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, toastRemoveDelayMs),
  );
}

/** Closes one toast, or all when no id is given; each leaves the DOM a second later. */
export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function updateToast(id: string, data: Partial<ToastInput>) {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...data } : t)));
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return { id, dismiss: () => dismissToast(id), update: (data: Partial<ToastInput>) => updateToast(id, data) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts now, as React sees them. */
export const toastsSnapshot = (): ToastData[] => toasts;

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, toastsSnapshot, toastsSnapshot);
}
