import type { User } from "@common/user";

/** Tests' signed-in owner: on her free month, no helper details yet. */
export const trialOwner: User = {
  id: 7,
  username: "sara@example.com",
  firstName: "Sara",
  lastName: "Haddad",
  email: "sara@example.com",
  emailVerified: true,
  country: "AE",
  subscriptionStatus: "trial",
  trialEndsAt: "2999-01-01T00:00:00.000Z",
  subscriptionEndsAt: null,
  preferredLanguage: null,
  isAdmin: false,
  helperFirstName: null,
  domesticWorkerPhone: null,
  ownerPhone: null,
};
