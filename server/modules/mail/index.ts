/** Mail: the transport (SMTP or the outbox folder) and the messages we send. */
export { createMailer, type Mailer } from "./mailer";
export { greetingName } from "./greeting";
export { billingMail, type BillingMailKind } from "./billing-mail";
export { adminPasswordMail } from "./admin-password-mail";
export { loginLinkMail } from "./login-link-mail";
export { outboxDir, readOutbox, type OutboxMail } from "./outbox";
export { resetPasswordMail } from "./reset-password-mail";
export { verifyEmailMail } from "./verify-email-mail";
export { householdInvitationMail } from "./household-invitation-mail";
