/** The household's members (decisions 0082, 0083): the account page's Household tab; the join page loads on its own. */
export { HouseholdTab } from "./components/household-tab";
