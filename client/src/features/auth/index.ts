/*
 * What the app layout and other features may use of accounts on the first page load: cheap hooks and
 * functions only. Code that itself loads on demand (pages, menus, the drawer) also imports
 * ./on-demand, which holds the heavier parts. A bundler cannot split a module's re-exports between
 * chunks, so the two must stay apart or the first load grows.
 */
export { accountQueryKey, useAccount, useCurrentUser } from "./api/get-account";
export { closeAuthDialog, openLogin, openSignup, openSignupFor } from "./auth-dialog-store";
export { rememberReturnPath } from "./return-path";
export { AuthDialogSlot, preloadAuthDialog } from "./components/auth-dialog-slot";
export { displayName, initials } from "@common/user-naming";
