import * as errorCodes from "../../common/error-codes";
import type { ErrorCode } from "../../common/error-codes";
import type { InterfaceLanguage } from "../../common/languages";
import type { ServerMessageKey } from "../../common/messages";

type Message = ServerMessageKey | (string & {});

/**
 * An error a client caused or may see. `code` is one of `common/error-codes.ts` (what clients match on);
 * `message` is a key of `common/messages.ts` (spoken in the request's language) or a text given as it is.
 */
export class HttpError extends Error {
  /** Values for the message's `{name}` placeholders, in the request's language. */
  messageParams?: (language: InterfaceLanguage) => Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: Message,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: Message, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, errorCodes.validation, message, fieldErrors);
export const unauthorized = (message: Message = "unauthorized") => new HttpError(401, errorCodes.unauthorized, message);
export const forbidden = (message: Message = "forbidden") => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message: Message = "notFound") => new HttpError(404, errorCodes.notFound, message);
/** docs/design.md §6: recipe details and translate-and-send need a trial, a paid month or one ending. */
export const subscriptionRequired = () => new HttpError(403, errorCodes.subscriptionRequired, "subscriptionRequired");
