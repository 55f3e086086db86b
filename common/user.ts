/** Accounts: the subscription states and the account as the API answers it (schema: user.schema.ts). */
export const subscriptionStatuses = ["trial", "active", "canceling", "canceled", "inactive"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export type { User } from "./user.schema";
export { displayName, initials } from "./user-naming";
