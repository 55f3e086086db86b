/** The subscription: its routes, Stripe or the built-in test checkout, and the history of its changes. */
export { default as subscriptionRoutes } from "./routes";
export type { Billing } from "./billing";
export { createStripeClient, stripeBilling } from "./stripe-billing";
export { stripeWebhook } from "./stripe-webhook";
export { testBilling } from "./test-billing";
export { testCheckout } from "./test-checkout";
export { recordSubscriptionChange } from "./history";
export { setSubscription } from "./store";
