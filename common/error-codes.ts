/*
 * Every `code` an API error carries (`{ message, code, fieldErrors? }`), one constant each: import the
 * module as a namespace (`import * as errorCodes from ".../error-codes"`, then `errorCodes.unauthorized`),
 * like the route map, so the bundler writes each code where it is used. Clients tell cases apart by these,
 * never by the message, which is spoken in the request's language and may be reworded. Plain module.
 */
import type * as codes from "./error-codes";

/** 400: the input is not valid (a schema, a form field, malformed JSON, a value the database refuses). */
export const validation = "VALIDATION_ERROR";
/** 400 at signup: an account with this email exists (docs/spec.md §8 tells the visitor to log in). */
export const emailTaken = "EMAIL_TAKEN";
/** 401: no session, or a wrong username or password. */
export const unauthorized = "UNAUTHORIZED";
/**
 * 401 at login: the account's failed logins passed their ceiling, so a password alone opens no session;
 * if it was right, a login link went to the account's address (decision 0060). Answered alike either way.
 */
export const loginLinkRequired = "LOGIN_LINK_REQUIRED";
/** 403: signed in, but not allowed (not an admin; a request from another site). */
export const forbidden = "FORBIDDEN";
/**
 * 403 at login: the account is suspended; the client shows docs/spec.md §8's "Subscription Canceled" toast.
 * DESIGN keeps that answer for suspended accounts only (a canceled subscription still logs in, to
 * reactivate). Reserved: the app has no suspension yet, so no route sends it today.
 */
export const accountSuspended = "ACCOUNT_SUSPENDED";
/** 403: recipe details and translate-and-send need a trial, a paid month or one ending (docs/design.md §6). */
export const subscriptionRequired = "SUBSCRIPTION_REQUIRED";
/** 404: no such record, route or file. */
export const notFound = "NOT_FOUND";
/** 413: a body or an upload over its limit. */
export const payloadTooLarge = "PAYLOAD_TOO_LARGE";
/** 415: a body of a type the route does not read. */
export const unsupportedMediaType = "UNSUPPORTED_MEDIA_TYPE";
/** 429: over a rate limit (a Retry-After header says when to try again). */
export const rateLimited = "RATE_LIMITED";
/** 500: a fault of ours; the message never shows internals. */
export const internal = "INTERNAL_ERROR";
/** 502: the payment provider could not start a checkout. */
export const paymentProvider = "PAYMENT_PROVIDER_ERROR";
/** 503: the database does not answer. */
export const unavailable = "SERVICE_UNAVAILABLE";
/** 503 from a translate or send call: the provider is down or failed (the client offers English, or later). */
export const translationUnavailable = "TRANSLATION_UNAVAILABLE";
/** 409 from a translate or send call: the recipe is not (fully) in her language and no provider is configured (English is offered). */
export const translationMissing = "TRANSLATION_MISSING";
/**
 * 409 from a send (decision 0050): the owner's own note cannot be put into her language (no provider, or it failed);
 * nothing was sent, and the owner may send it as written (`noteAsWritten`).
 */
export const noteUntranslated = "NOTE_UNTRANSLATED";
/** 400 from a send: the helper's name or WhatsApp number is not saved yet (docs/spec.md §4: "Maid Details Missing"). */
export const helperDetailsMissing = "HELPER_DETAILS_MISSING";

/**
 * 400 at reset-password: the link was used already, has expired or never was (decision 0076: the page then says so in
 * place of its form, with a way to ask for a new one, instead of an error under a form that cannot work).
 */
export const resetLinkInvalid = "RESET_LINK_INVALID";

/** 400 from a recipe import (decision 0053): the page could not be read (refused address, too large, no recipe…). */
export const importFailed = "IMPORT_FAILED";
/** 410 from reading a helper's reply (decision 0085): its link is past its date; her words are still in WhatsApp. */
export const replyLinkExpired = "REPLY_LINK_EXPIRED";
/** 409: the owner keeps as many household recipes as allowed (MY_RECIPES_MAX); one must go first. */
export const recipeLimitReached = "RECIPE_LIMIT_REACHED";
/** 409: the household keeps as many helpers as allowed (HOUSEHOLD_HELPER_LIMIT, decision 0081); one must go first. */
export const helperLimitReached = "HELPER_LIMIT_REACHED";

/** 409 from an invitation (decision 0082): members and pending invitations together are at HOUSEHOLD_MEMBER_LIMIT. */
export const memberLimitReached = "MEMBER_LIMIT_REACHED";
/** 410 from an invitation link (decision 0082): it was used already. */
export const invitationUsed = "INVITATION_USED";
/** 410 from an invitation link: the owner took it back (or invited the address again, which replaces it). */
export const invitationRevoked = "INVITATION_REVOKED";
/** 410 from an invitation link: its seven days are over. */
export const invitationExpired = "INVITATION_EXPIRED";
/** 403 from joining: the invitation is for another address than the signed-in account's; nothing changed. */
export const invitationOtherAddress = "INVITATION_OTHER_ADDRESS";
/**
 * 409 from joining, leaving or inviting (decision 0083): the household's state forbids it now — her own household has
 * other members or a paid subscription, the helpers together would pass the limit, the owner may not leave before
 * handing over. The message says which and what to do first.
 */
export const householdConflict = "HOUSEHOLD_CONFLICT";

/** Any one of the codes above (this module's own exports, read as a namespace). */
export type ErrorCode = (typeof codes)[keyof typeof codes];

/** An error answer's body (its schema, for tests and the fuzzer: api-error.schema.ts). */
export type { ApiError } from "./api-error.schema";
