/*
 * What other features may use of the subscription feature. The account page imports the tab itself
 * (components/subscription-tab), so nothing here pulls the tab into another chunk.
 */
export { PlanPromo } from "./components/plan-promo";
export { subscriptionQueryKey } from "./api/get-subscription";
export { useCanceledNotice } from "./canceled-notice";
