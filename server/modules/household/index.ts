/**
 * The household (decision 0080): what the house shares. Every user belongs to one; a new account is a household of
 * one. Here: creating one with its owner, and its first helper (the SPEC's "helper"), which other modules reuse; and
 * its members: invitations, joining, leaving, removal and hand-over (decisions 0082, 0083).
 */
export { createHouseholdWithOwner, householdOf, type NewUser } from "./create";
export { firstHelper, firstHelpers, helperFieldsOf, helperOrder, type HelperRow } from "./first-helper";
export { default as householdRoutes } from "./routes";
export { joinCovers } from "./join";
export { invitationLifetimeMs } from "./invitations";
