import type { QueryFunction } from "@tanstack/react-query";
import type { ApiError } from "@common/api-error";
import { i18n } from "@/i18n/setup";

/** SPEC §8: a non-OK answer raises an error whose message is "status: body text". */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError> | undefined,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiRequestError";
  }

  /** The server's own message (already in the interface language), if it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: Partial<ApiError> | undefined;
  try {
    body = JSON.parse(text) as Partial<ApiError>;
  } catch {
    body = undefined;
  }
  throw new ApiRequestError(response.status, body, text);
}

/**
 * SPEC §7: every call sends cookies; a JSON body and its content type only when there is a body.
 * A FormData body (an upload) goes as multipart, the browser setting its type and boundary.
 * The interface language goes along so the server answers errors in it.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { "accept-language": i18n.language || "en" };
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The default query: GET on the first element of the key. */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), {
      credentials: "include",
      headers: { "accept-language": i18n.language || "en" },
      signal,
    });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
