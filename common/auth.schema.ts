import { z } from "./zod.schema";
import { countryCodes } from "./countries";
import { hasNoBidiControls, isSingleLineText } from "./plain-text";

/**
 * Account schemas shared by the forms and the server (epic-stack: one schema, both sides).
 * Messages are keys of `common/messages.ts`, so each side shows them in the interface language.
 */

const name = z.string().trim().max(100, "tooLong").refine(isSingleLineText, "controlCharacters").refine(hasNoBidiControls, "bidiControls");
const email = z.string().trim().toLowerCase().max(254, "tooLong");
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
const password = z.string().max(200, "tooLong");

export const loginSchema = z.object({
  username: z.string().trim().min(1, "usernameRequired").max(254, "tooLong"),
  password: password.min(1, "passwordRequired"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** docs/spec.md §5: at least 6 characters, one uppercase letter, one digit. */
export const newSignupPassword = password
  .min(6, "passwordMin6")
  .regex(/[A-Z]/, "passwordUppercase")
  .regex(/[0-9]/, "passwordNumber");

/** What the signup form holds; confirmPassword never leaves the browser. */
export const signupFormSchema = z
  .object({
    firstName: name.min(1, "firstNameRequired"),
    lastName: name.min(1, "lastNameRequired"),
    email: email.pipe(z.email("invalidEmailSignup")),
    password: newSignupPassword,
    confirmPassword: z.string().min(1, "confirmPasswordRequired"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "passwordsDontMatch",
    path: ["confirmPassword"],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

/** docs/spec.md §7: POST /api/signup body; username equals the email. */
export const signupSchema = z.object({
  firstName: name.min(1, "firstNameRequired"),
  lastName: name.min(1, "lastNameRequired"),
  email: email.pipe(z.email("invalidEmailSignup")),
  password: newSignupPassword,
  username: z.string().trim().toLowerCase().max(254, "tooLong").optional(),
  country: z.enum(countryCodes, "countryInvalid").optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** docs/spec.md §5 Profile: names required; email cannot be changed here. */
export const updateDetailsSchema = z.object({
  firstName: name.min(1, "firstNameRequired"),
  lastName: name.min(1, "lastNameRequired"),
  country: z.enum(countryCodes, "countryInvalid").nullable().optional(),
  /**
   * The owner's own WhatsApp number (decision 0086), where her helper's replies go: optional; empty removes it. The
   * server reads it with `ownerPhoneCountry` (ISO code) unless it is written with its country code (+ or 00), and
   * refuses a national number with no country rather than guess one.
   */
  ownerPhone: z.string().trim().max(30, "tooLong").refine(isSingleLineText, "controlCharacters").optional(),
  // Its shape only: the server checks it is a country phone numbers have (the phone library stays off the first load).
  ownerPhoneCountry: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "countryInvalid").nullable().optional(),
});
export type UpdateDetailsInput = z.infer<typeof updateDetailsSchema>;

export const changePasswordSchema = z.object({
  currentPassword: password.min(6, "passwordMin6"),
  newPassword: password.min(6, "passwordMin6"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Deleting the account (decision 0063) asks for the password again: a session alone is not enough. */
export const deleteAccountSchema = z.object({
  password: password.min(1, "passwordRequired"),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: password.min(6, "passwordMin6") })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "passwordsDontMatch",
    path: ["confirmPassword"],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const forgotPasswordSchema = z.object({
  email: email.pipe(z.email("invalidEmail")),
  language: z.enum(["en", "ar"]).default("en"),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  email: email.pipe(z.email("invalidEmail")),
  token: z.string().trim().min(1, "invalidResetLink").max(200, "invalidResetLink"),
  newPassword: password.min(6, "passwordMin6"),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: password.min(6, "passwordMin6"), confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "passwordsDoNotMatch",
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The page of a verification link sends what the link holds. */
export const verifyEmailSchema = z.object({
  email: email.pipe(z.email("invalidVerifyLink")),
  token: z.string().trim().min(1, "invalidVerifyLink").max(200, "invalidVerifyLink"),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** The page of a login link sends what the link holds (decision 0060). */
export const loginLinkSchema = z.object({
  email: email.pipe(z.email("invalidLoginLink")),
  token: z.string().trim().min(1, "invalidLoginLink").max(200, "invalidLoginLink"),
});
export type LoginLinkInput = z.infer<typeof loginLinkSchema>;

/** A plain confirmation the server sends after an action. */
export const messageSchema = z.object({ message: z.string() });
