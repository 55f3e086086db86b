import { z } from "zod";

export const subscriptionStatuses = ["trial", "active", "canceling", "canceled", "inactive"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** SPEC §3 User, as the account call returns it. Never a hash, token or session id. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  country: z.string().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  trialEndsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  preferredLanguage: z.string().nullable(),
  isAdmin: z.boolean(),
  helperFirstName: z.string().nullable(),
  domesticWorkerPhone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

type Named = Pick<User, "firstName" | "lastName" | "username">;

/** SPEC §3: first plus last name, else the username. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ").trim();
  return full || user.username;
}

/** SPEC §3: first letters of first and last name, else of the username; U if it is empty; G for a guest. */
export function initials(user: Named | null | undefined): string {
  if (!user) return "G";
  const first = user.firstName?.trim()[0];
  const last = user.lastName?.trim()[0];
  if (first && last) return (first + last).toUpperCase();
  const fromUsername = user.username.trim()[0];
  return fromUsername ? fromUsername.toUpperCase() : "U";
}
