import fp from "fastify-plugin";
import type { InterfaceLanguage } from "../../common/languages";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import * as errorCodes from "../../common/error-codes";
import type { ApiError, ErrorCode } from "../../common/error-codes";
import { isServerMessageKey, serverMessage } from "../../common/messages";
import { isDatabaseUnavailable } from "../db/unavailable";
import { HttpError } from "../lib/http-error";
import { RateLimitedError } from "../lib/rate-limit/rate-limiter";
import { languageFromHeader } from "./request-language";

/** Field path "a/b/0" → "a.b.0"; a body-level issue → "_". */
function fieldOf(instancePath: string): string {
  const field = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return field || "_";
}

/** Sends an error in the API's shape, its message and field messages spoken in the request's language. */
export function sendApiError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: ApiError,
  messageParams?: (language: InterfaceLanguage) => Record<string, string>,
) {
  // The router's own refusals come with a bare request, without the app's decorations.
  const language = request.language ?? languageFromHeader(request.headers["accept-language"]);
  const fieldErrors = body.fieldErrors
    ? Object.fromEntries(
        Object.entries(body.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => serverMessage(message, language)),
        ]),
      )
    : undefined;
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({ ...body, message: fillParams(serverMessage(body.message, language), messageParams?.(language)), ...(fieldErrors && { fieldErrors }) });
}

/** A message's `{name}` placeholders filled in ("not translated into {language} yet"). */
function fillParams(message: string, params: Record<string, string> | undefined): string {
  return params ? message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole) : message;
}

/**
 * A value the database refused as data (SQLSTATE class 22: a NUL byte in text, a cursor key that is
 * not a number, a date out of range): input that passed the schemas but cannot be stored or compared.
 */
function isDataException(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | undefined)?.cause];
  return candidates.some((e) => /^22[0-9A-Z]{3}$/.test(String((e as { code?: unknown } | undefined)?.code)));
}

function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return errorCodes.notFound;
  if (status === 415) return errorCodes.unsupportedMediaType;
  return errorCodes.validation;
}

/** Client errors say what is wrong; server errors are logged and never show internals (fastify/demo). */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // The client went away mid-request (closed the tab, a cut connection): nobody is left to answer,
      // and it says nothing about our health, so it is no outage warning (decision 0038).
      if (request.raw.aborted || request.raw.socket?.destroyed) {
        request.log.debug({ code: error.code }, "client aborted the request");
        return reply.code(499).send();
      }
      if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
      if (error instanceof HttpError) {
        return sendApiError(
          reply,
          request,
          error.statusCode,
          { message: error.message, code: error.code, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) },
          error.messageParams,
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          // Our schemas speak in message keys; zod's own English (a wrong type, say) becomes a spoken "not valid".
          const message = issue.message && isServerMessageKey(issue.message) ? issue.message : "invalidValue";
          (fieldErrors[fieldOf(issue.instancePath ?? "")] ??= []).push(message);
        }
        return sendApiError(reply, request, 400, { message: "invalidInput", code: errorCodes.validation, fieldErrors });
      }
      if (isDatabaseUnavailable(error)) {
        // An outage, not a bug: a clean 503 the client may retry; the pool reconnects by itself.
        request.log.warn({ err: error }, "database unavailable");
        return sendApiError(reply, request, 503, { message: "unavailable", code: errorCodes.unavailable });
      }
      if (isDataException(error)) {
        request.log.warn({ err: error }, "the database refused a value of the request");
        return sendApiError(reply, request, 400, { message: "invalidInput", code: errorCodes.validation });
      }
      const status = error.statusCode ?? 500;
      if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
        return sendApiError(reply, request, 400, { message: "malformedJson", code: errorCodes.validation });
      }
      if (status === 413) {
        return sendApiError(reply, request, 413, { message: "payloadTooLarge", code: errorCodes.payloadTooLarge });
      }
      if (status === 429) {
        return sendApiError(reply, request, 429, { message: "rateLimited", code: errorCodes.rateLimited });
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (unsupported media type, a bad URL, a broken form): safe to show,
        // under one of our codes rather than Fastify's internal ones.
        return sendApiError(reply, request, status, { message: error.message, code: clientErrorCode(status) });
      }
      request.log.error({ err: error }, "request failed");
      return sendApiError(reply, request, status >= 500 && status < 600 ? status : 500, {
        message: "internal",
        code: errorCodes.internal,
      });
    });
  },
  { name: "error-handler", dependencies: ["request-language"] },
);
