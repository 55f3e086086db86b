import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { serverMessages } from "@common/messages";
import { ApiRequestError } from "@/lib/api-client";

/** The server's message (already in the interface language), or undefined for network failures. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiRequestError ? error.status : undefined;
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
  const fieldErrors = error instanceof ApiRequestError ? error.body?.fieldErrors : undefined;
  let placed = false;
  for (const [serverField, formField] of Object.entries(fields)) {
    const message = fieldErrors?.[serverField]?.[0];
    if (formField && message) {
      setError(formField, { type: "server", message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}

/**
 * SPEC §8: a signup 400 whose message contains "already exists". The server answers in the interface
 * language, so the Arabic text of the same message counts too.
 */
export function isEmailTaken(error: unknown): boolean {
  const message = serverMessageOf(error) ?? "";
  return (
    statusOf(error) === 400 &&
    (message.includes("already exists") || Object.values(serverMessages).some((m) => m.emailExists === message))
  );
}

/** SPEC §8: a login 403 whose message says the subscription has been canceled. */
export function isSubscriptionCanceled(error: unknown): boolean {
  return statusOf(error) === 403 && /subscription has been canceled/i.test(serverMessageOf(error) ?? "");
}
