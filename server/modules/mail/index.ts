/** Mail: the transport (SMTP or the outbox folder) and the messages we send. */
export { createMailer, type Mailer } from "./mailer";
export { resetPasswordMail } from "./reset-password-mail";
export { verifyEmailMail } from "./verify-email-mail";
