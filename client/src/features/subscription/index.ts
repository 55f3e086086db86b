/*
 * What other features may use of the subscription feature. The account page imports the tab itself
 * (components/subscription-tab), so nothing here pulls the tab into another chunk.
 */
export { PlanPromo } from "./components/plan-promo";
export { useCanceledNotice } from "./canceled-notice";
