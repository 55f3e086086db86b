/** The owner's account: her details, her password, her helper's details, her data's export and the account's deletion. */
export { default as accountRoutes } from "./routes";
export { default as helperDetailsRoutes } from "./helper-details";
export { default as accountDataRoutes } from "./data-routes";
export { deleteAccount } from "./delete-account";
