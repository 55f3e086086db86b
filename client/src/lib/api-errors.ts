import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ErrorCode } from "@common/error-codes";
import { ApiRequestError } from "./api-client";

/*
 * Reading a failed call. Cases are told apart by the error's `code` (common/error-codes.ts), never by
 * its message, which is spoken in the interface language and may be reworded.
 */

/** The server's message (already in the interface language), or undefined for network failures. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.body?.message : undefined;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
}

/** Whether the server answered this error code. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiRequestError && error.body?.code === code;
}

/** The server's per-field messages (already in the interface language), by the server's field names. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return (error instanceof ApiRequestError && error.body?.fieldErrors) || {};
}

/**
 * Puts the server's per-field messages under the form fields they belong to (server field → form
 * field, as the names can differ) and focuses the first. Returns whether it placed any.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
) {
  const fieldErrors = fieldErrorsOf(error);
  let placed = false;
  for (const [serverField, formField] of Object.entries(fields)) {
    const message = fieldErrors[serverField]?.[0];
    if (formField && message) {
      setError(formField, { type: "server", message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
