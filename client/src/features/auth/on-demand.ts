/*
 * The part of the accounts feature's public surface that only code loaded on demand may import
 * (pages, menus, the drawer): the logout mutation, what it forgets (deleting an account forgets the same),
 * and the signed-in gate. Importing this from the first-load path would pull them into it; use ./index there.
 */
export { useLogout } from "./api/logout";
export { clearUserData } from "./api/user-data";
export { SignedInOnly } from "./components/signed-in-only";
export { StatusPanel } from "./components/status-panel";
