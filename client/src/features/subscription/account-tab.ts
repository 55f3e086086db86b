/*
 * The account page's Subscription tab: a second entry point to this feature, apart from ./index, which the
 * layout imports on the first load (a bundler keeps a module's re-exports together, so the tab would follow).
 */
export { SubscriptionTab } from "./components/subscription-tab";
export { useBillingWords } from "./lib/use-billing-words";
