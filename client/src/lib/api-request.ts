import { methodOf, type Endpoint } from "@common/api/route";
import { i18n } from "@/i18n/setup";
import { apiFetch } from "./api-fetch";
import { apiPath, throwIfNotOk, type ApiAnswer, type ApiInput, type InputArgs } from "./api-client";

/**
 * docs/spec.md §7: every call sends cookies; a JSON body and its content type only when there is a body.
 * A FormData body (an upload) goes as multipart, the browser setting its type and boundary.
 * The interface language goes along so the server answers errors in it.
 */
export async function apiRequest<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<ApiInput<E>>): Promise<ApiAnswer<E>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const headers: Record<string, string> = { "accept-language": i18n.language || "en" };
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  const response = await apiFetch.current(apiPath(endpoint, input as never), {
    method: methodOf(endpoint),
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as ApiAnswer<E>;
  return (await response.json()) as ApiAnswer<E>;
}
