import { errorCodes } from "../../common/api-error";
import type { ServerMessageKey } from "../../common/messages";

/**
 * An error a client caused or may see. `message` is a key of `common/messages.ts` (spoken in the
 * request's language) or a text given as it is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: ServerMessageKey | (string & {}),
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: ServerMessageKey | (string & {}), fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, errorCodes.validation, message, fieldErrors);
export const unauthorized = () => new HttpError(401, errorCodes.unauthorized, "unauthorized");
export const forbidden = (message: ServerMessageKey | (string & {}) = "forbidden", code: string = errorCodes.forbidden) =>
  new HttpError(403, code, message);
export const notFound = (message: ServerMessageKey | (string & {}) = "notFound") =>
  new HttpError(404, errorCodes.notFound, message);
