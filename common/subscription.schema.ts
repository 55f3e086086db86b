import { z } from "./zod.schema";
import { subscriptionStatuses } from "./user";

/** GET /api/subscription. */
export const subscriptionSchema = z.object({
  status: z.enum(subscriptionStatuses),
  trialEndsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const checkoutSchema = z.object({ checkoutUrl: z.string() });

/** POST /api/subscription/reactivate: the resumed subscription, or a checkout to start a new one. */
export const reactivateSchema = z.union([subscriptionSchema, checkoutSchema]);

/**
 * GET /test-checkout: the page of the built-in test checkout (docs/design.md §6). A token that cannot be one reads
 * as none (the page then says the checkout has expired); a language other than Arabic reads as English.
 */
export const testCheckoutPageQuerySchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  lang: z.enum(["en", "ar"]).catch("en"),
});

/** POST /api/subscription/test-checkout: the page's form (urlencoded), read by the handler, which answers a page. */
export const testCheckoutFormSchema = z.object({
  token: z.string().max(200),
  action: z.enum(["subscribe", "cancel"]),
  /** The page's language, which the confirmation mail is written in. */
  lang: z.enum(["en", "ar"]).catch("en"),
});
