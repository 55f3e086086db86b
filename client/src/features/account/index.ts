/* What other features may use of the account feature; the account page itself is routed directly. */
export { ChangePasswordForm } from "./components/change-password-form";
