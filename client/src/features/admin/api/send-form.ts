import type { ApiError } from "@common/api-error";
import { i18n } from "@/i18n/setup";
import { ApiRequestError } from "@/lib/api-client";

/**
 * A multipart request (an image upload). Like apiRequest, it sends cookies and the interface
 * language and throws an ApiRequestError for a non-OK answer; the browser sets the multipart
 * content type and boundary itself.
 */
export async function sendForm<T>(method: "POST" | "PUT", url: string, form: FormData): Promise<T> {
  const response = await fetch(url, {
    method,
    body: form,
    credentials: "include",
    headers: { "accept-language": i18n.language || "en" },
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    let body: Partial<ApiError> | undefined;
    try {
      body = JSON.parse(text) as Partial<ApiError>;
    } catch {
      body = undefined;
    }
    throw new ApiRequestError(response.status, body, text);
  }
  return (await response.json()) as T;
}
