/*
 * What the layout and other features may use of the subscription feature on the first load. The account
 * page takes its tab from ./account-tab, so nothing here pulls the tab into the first load.
 */
export { useCanceledNotice } from "./canceled-notice";
