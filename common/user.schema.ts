import { z } from "./zod.schema";
import { subscriptionStatuses } from "./user";

/** docs/spec.md §3 User, as the account call returns it. Never a hash, token or session id. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** Whether the owner has proved the address (decision 0041); the account page offers to resend the link. */
  emailVerified: z.boolean(),
  country: z.string().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  trialEndsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  preferredLanguage: z.string().nullable(),
  isAdmin: z.boolean(),
  helperFirstName: z.string().nullable(),
  domesticWorkerPhone: z.string().nullable(),
  /** The owner's own WhatsApp number (E.164), where her helper's replies go (decision 0086); never on the helper's page. */
  ownerPhone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
