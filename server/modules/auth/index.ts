/** Signup, login and logout, password reset and email verification; passwords and the account as the owner sees it. */
export { default as authRoutes } from "./routes";
export { default as passwordResetRoutes } from "./password-reset-routes";
export { default as emailVerificationRoutes } from "./email-verification-routes";
export { hashPassword, verifyPassword } from "./password";
export { publicUserOf, toPublicUser } from "./users";
export { passwordGuessKeys } from "./login-limits";
export { endPasswordLinks } from "./password-links";
