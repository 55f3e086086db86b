import { useSyncExternalStore } from "react";

/** Which account dialog is open, if any. Any component may open one; the dialog itself loads on demand. */
export type AuthDialogView = "login" | "signup";

export type AuthDialogState = {
  view: AuthDialogView | null;
  /** Filled into the login form (the email whose password was just reset), or the signup form's email (an invitation's). */
  username?: string;
  /** Where focus goes back to when the dialog closes (there is no Radix trigger to return to). */
  opener?: HTMLElement | null;
};

let state: AuthDialogState = { view: null };
const listeners = new Set<() => void>();

function set(next: AuthDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

function focusedElement() {
  return typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null);
}

/** Keeps the first opener while the dialog switches between login and signup. */
function open(view: AuthDialogView, username?: string) {
  set({ view, username, opener: state.view ? state.opener : focusedElement() });
}

export const openLogin = (options: { username?: string } = {}) => open("login", options.username);
export const openSignup = () => open("signup");
/** Signup with the address filled in: an invitation's join page (decision 0082). */
export const openSignupFor = (email: string) => open("signup", email);
export const closeAuthDialog = () => set({ ...state, view: null });

export const authDialogSnapshot = (): AuthDialogState => state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(subscribe, authDialogSnapshot, authDialogSnapshot);
}
