/**
 * The household (decision 0080): what the house shares. Every user belongs to one; a new account is a household of
 * one. Here: creating one with its owner, and its first helper (the SPEC's "helper"), which other modules reuse.
 */
export { createHouseholdWithOwner, householdOf, type NewUser } from "./create";
export { firstHelper, firstHelpers, helperFieldsOf, helperOrder, type HelperRow } from "./first-helper";
