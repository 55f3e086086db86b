/** The subscription: its state machine (transitions.ts), its routes, and Stripe or the built-in test checkout. */
export { default as subscriptionRoutes } from "./routes";
export type { Billing } from "./billing";
export { createStripeClient, stripeBilling } from "./stripe-billing";
export { stripeWebhook } from "./stripe-webhook";
export { testBilling } from "./test-billing";
export { testCheckout } from "./test-checkout";
export { adminSet, startTrial } from "./transitions";
export { householdMayUseRecipes } from "./access";
